import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { routes } from './routes';

const pageIds = (catalogue: Record<string, string>) => Object.keys(catalogue).filter((id) => id.startsWith('page.'));

describe('the pages’ words', () => {
  it('names every route as the routes table does, in English', () => {
    const english: Record<string, string> = en;
    for (const route of routes) expect(english[`page.${route.path}.title`], route.path).toBe(route.title);
    expect(pageIds(en)).toEqual(routes.map((route) => `page.${route.path}.title`));
  });

  it('names every route in Hindi and Gujarati', () => {
    for (const catalogue of [hi, gu]) {
      expect(pageIds(catalogue)).toEqual(pageIds(en));
      for (const id of pageIds(catalogue))
        expect(catalogue[id as keyof typeof catalogue]).not.toBe(en[id as keyof typeof en]);
    }
  });
});
