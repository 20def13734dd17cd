/**
 * A remote's page titles and descriptions are written twice on purpose: in its routes table, which the host
 * reads for English pages without loading any words, and in its catalogues as `page.<path>.title` and
 * `.description`, which Hindi and Gujarati pages read (docs/decisions/0030-languages-across-remotes.md). The
 * English of both must be the same, and every language must have its own of each.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../shared/contract/src/i18n/languages';
import { REMOTES, REPO_ROOT } from './apps';
import { publishedRoutes } from './published-routes';

const catalogue = (dir: string, language: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'src', 'locales', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The remotes that speak more than English (the office stays in English). */
const translated = REMOTES.filter((remote) => existsSync(path.join(REPO_ROOT, remote.dir, 'src', 'locales')));

describe("the routes' titles and descriptions in the remotes' catalogues", () => {
  it('covers every remote with catalogues', () => {
    expect(translated.map((remote) => remote.name).sort()).toEqual(['account', 'auth', 'inquiry', 'marketing']);
  });

  it.each(translated.map((remote) => [remote.name, remote.dir] as const))(
    '%s: the English is the routes table’s, and each language has its own',
    async (name, dir) => {
      const routes = (await publishedRoutes()).find((published) => published.remote === name)?.routes ?? [];
      expect(routes.length).toBeGreaterThan(0);
      const catalogues = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, catalogue(dir, language)]));
      const problems: string[] = [];
      for (const route of routes) {
        for (const field of ['title', 'description'] as const) {
          const english = route[field];
          if (english === undefined) continue;
          const id = `page.${route.path}.${field}`;
          if (catalogues.en?.[id] !== english) problems.push(`en ${id}: ${catalogues.en?.[id]} ≠ ${english}`);
          for (const language of LANGUAGE_CODES)
            if (!/\S/.test(catalogues[language]?.[id] ?? '')) problems.push(`${language} ${id}: missing`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
