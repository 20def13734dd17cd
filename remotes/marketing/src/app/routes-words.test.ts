import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { routes } from './routes';

const catalogues: Record<string, Record<string, string>> = { en, hi, gu };

describe("the routes' titles and descriptions in the catalogues", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    '%s: the English is the routes table’s, and each language has its own',
    (path, route) => {
      expect(catalogues.en?.[`page.${path}.title`]).toBe(route.title);
      expect(catalogues.en?.[`page.${path}.description`]).toBe(route.description);
      for (const language of ['hi', 'gu']) {
        expect(catalogues[language]?.[`page.${path}.title`]).toBeTruthy();
        expect(catalogues[language]?.[`page.${path}.description`]).toBeTruthy();
      }
    },
  );
});
