import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { routes } from './routes';

type Id = keyof typeof en;

describe('the routes’ titles and descriptions in the catalogues', () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    '%s: English as the routes table says',
    (path, route) => {
      expect(en[`page.${path}.title` as Id]).toBe(route.title);
      expect(en[`page.${path}.description` as Id]).toBe(route.description);
    },
  );

  it.each([
    ['hi', hi],
    ['gu', gu],
  ] as const)('%s: a title and a description for every route', (_language, catalogue) => {
    for (const { path } of routes) {
      expect(catalogue[`page.${path}.title` as Id]).toMatch(/\S/);
      expect(catalogue[`page.${path}.description` as Id]).toMatch(/\S/);
    }
  });
});
