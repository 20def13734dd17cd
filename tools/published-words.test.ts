/**
 * Every message the builds publish for pages (each app's catalogues and the contract's shared messages, in
 * every language) is said by the pages' formatter (`@site/state`'s `formatMessage`) exactly as Lingui's
 * runtime says it, with values that take each plural and select branch.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../shared/contract/src/i18n/languages';
import { publishedSharedCatalogue } from '../shared/contract/src/i18n/translate';
import { type CompiledMessage, formatMessage, type MessageValues } from '../shared/state/src/format-message';
import { REPO_ROOT } from './apps';
import { compiledCatalogue, sourceCatalogueFile } from './publish-words';

/** Counts that take every plural form of our languages, and a number written with separators. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1234567];

/** Value sets for a message: as many as its longest list of choices, each value cycling through its own. */
function valueSets(message: CompiledMessage): MessageValues[] {
  const choices = new Map<string, unknown[]>();
  const walk = (part: CompiledMessage): void => {
    if (typeof part === 'string') return;
    for (const token of part) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      if (type === 'plural' || type === 'selectordinal') choices.set(name, COUNTS);
      else if (type === 'select') {
        const branches = Object.keys(format as object).filter((key) => key !== 'offset');
        choices.set(name, [...branches, 'none of them']);
      } else if (!choices.has(name)) choices.set(name, [`‹${name}›`]);
      if (format && typeof format === 'object')
        for (const [key, branch] of Object.entries(format)) if (key !== 'offset') walk(branch as CompiledMessage);
    }
  };
  walk(message);
  const longest = Math.max(1, ...[...choices.values()].map((values) => values.length));
  return Array.from({ length: longest }, (_, index) =>
    Object.fromEntries([...choices].map(([name, values]) => [name, values[index % values.length]])),
  );
}

/** Every catalogue a page may be given, by who publishes it. */
function publishedCatalogues(): { name: string; language: Language; messages: Messages }[] {
  const apps = [
    path.join(REPO_ROOT, 'host'),
    ...readdirSync(path.join(REPO_ROOT, 'remotes')).map((name) => path.join(REPO_ROOT, 'remotes', name)),
  ].filter((appDir) => existsSync(sourceCatalogueFile(appDir, DEFAULT_LANGUAGE)));
  return LANGUAGE_CODES.flatMap((language) => [
    { name: 'shared', language, messages: publishedSharedCatalogue(language).messages },
    ...apps.map((appDir) => ({
      name: path.relative(REPO_ROOT, appDir),
      language,
      messages: compiledCatalogue(appDir, language) as Messages,
    })),
  ]);
}

describe('the pages’ formatter', () => {
  const catalogues = publishedCatalogues();

  it('finds the catalogues of the host, the remotes and the shared messages, with plurals and selects', () => {
    expect(catalogues.map(({ name }) => name)).toEqual(expect.arrayContaining(['shared', 'host', 'remotes/marketing']));
    const kinds = JSON.stringify(catalogues.map(({ messages }) => messages));
    expect(kinds).toContain('"plural"');
    expect(kinds).toContain('"select"');
  });

  for (const { name, language, messages } of catalogues) {
    it(`says every message of ${name} in ${language} as Lingui does`, () => {
      const lingui = setupI18n({ locale: language, messages: { [language]: messages } });
      const differences = Object.entries(messages).flatMap(([id, message]) =>
        valueSets(message).flatMap((values) => {
          const ours = formatMessage(message, language, values);
          const theirs = lingui._(id, values);
          return ours === theirs ? [] : [`${id} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`];
        }),
      );
      expect(differences).toEqual([]);
    });
  }
});
