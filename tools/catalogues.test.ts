/**
 * The words of every app that has them (`<app>/src/locales/<language>.json`: the host's shell and each
 * remote's): every language has exactly the English ids, each in valid ICU with the English's values and
 * plurals, and every id is used by the app's code (docs/decisions/0030-languages-across-remotes.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from '../shared/contract/src/i18n/languages';
import { REPO_ROOT } from './apps';

type Catalogue = Record<string, string>;

/**
 * Ids an app's code makes rather than quotes, each family with why and how its use is seen. Nothing else
 * may be dynamic: an id no source quotes is unused.
 */
const DYNAMIC_IDS: readonly {
  pattern: RegExp;
  why: string;
  usedIn: (match: RegExpExecArray, code: string) => boolean;
}[] = [
  {
    // The host names a remote's page (<title>, description, Open Graph) from the remote's words by the
    // route's path, so the remote's code quotes the path in its routes table, never the id.
    pattern: /^page\.(.+)\.(title|description)$/,
    why: "a route's title and description, read by the host by the route's path",
    usedIn: ([, routePath], code) => code.includes(`'${routePath}'`) || code.includes(`"${routePath}"`),
  },
];

/** What a message does with values: each name it uses, and which of them choose a form (plural, select). */
function valuesOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (typeof part === 'string') continue;
      const [name, kind, options] = part as [string, string?, Record<string, unknown>?];
      found.add(name);
      if (kind) found.add(`${name}: ${kind}`);
      if (options && typeof options === 'object') for (const option of Object.values(options)) walk(option);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

/** Every problem of one app's catalogues, as a line each; `code` is the text of each of its source files. */
function catalogueProblems(
  english: Catalogue,
  translations: Record<string, Catalogue | undefined>,
  code: readonly string[],
): string[] {
  const problems: string[] = [];
  const englishValues = new Map<string, string[]>();
  for (const [id, message] of Object.entries(english)) {
    try {
      englishValues.set(id, valuesOf(message));
    } catch (error) {
      problems.push(`en: invalid ICU in ${id}: ${(error as Error).message}`);
    }
  }
  for (const [language, catalogue = {}] of Object.entries(translations)) {
    for (const id of Object.keys(english)) if (!(id in catalogue)) problems.push(`${language}: missing ${id}`);
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in english)) {
        problems.push(`${language}: extra ${id}`);
        continue;
      }
      let values: string[];
      try {
        values = valuesOf(message);
      } catch (error) {
        problems.push(`${language}: invalid ICU in ${id}: ${(error as Error).message}`);
        continue;
      }
      const wanted = englishValues.get(id);
      if (wanted && wanted.join() !== values.join())
        problems.push(`${language}: ${id} uses [${values.join(', ')}], English [${wanted.join(', ')}]`);
    }
  }
  const quoted = (id: string) =>
    code.some((text) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${id}${quote}`)));
  const made = (id: string) =>
    DYNAMIC_IDS.some(({ pattern, usedIn }) => {
      const match = pattern.exec(id);
      return match !== null && code.some((text) => usedIn(match, text));
    });
  for (const id of Object.keys(english)) if (!quoted(id) && !made(id)) problems.push(`en: unused ${id}`);
  return problems;
}

/** An app's own code: not its tests nor its test helpers, nor its catalogues. */
function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return ['test', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const readCatalogue = (file: string): Catalogue | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : undefined;

/** Every app with words: the host, whose rendering server (host/server) says the shell's words too, and each remote. */
const apps = [
  { name: 'host', code: ['host/src', 'host/server'] },
  ...readdirSync(path.join(REPO_ROOT, 'remotes')).map((name) => ({ name, code: [`remotes/${name}/src`] })),
].filter(({ code }) => existsSync(path.join(REPO_ROOT, code[0]!, 'locales', `${DEFAULT_LANGUAGE}.json`)));

describe('the catalogues of every app', () => {
  it('are found for the host at least', () => {
    expect(apps.map(({ name }) => name)).toContain('host');
  });

  for (const { name, code } of apps) {
    it(`of ${name}: complete, used, and alike in values in every language`, () => {
      const locales = path.join(REPO_ROOT, code[0]!, 'locales');
      const english = readCatalogue(path.join(locales, `${DEFAULT_LANGUAGE}.json`)) ?? {};
      const translations = Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => [language, readCatalogue(path.join(locales, `${language}.json`))]),
      );
      const sources = code.flatMap((directory) => sourceFiles(path.join(REPO_ROOT, directory)));
      expect(
        catalogueProblems(
          english,
          translations,
          sources.map((file) => readFileSync(file, 'utf8')),
        ),
      ).toEqual([]);
    });
  }
});

describe('catalogueProblems', () => {
  const english = { 'cart.title': 'Cart', 'cart.items': '{count, plural, one {# pack} other {# packs}}' };
  const code = ['t(\'cart.title\'); t("cart.items", { count })'];

  it('finds nothing wrong in complete, used catalogues', () => {
    const hi = { 'cart.title': 'कार्ट', 'cart.items': '{count, plural, one {# पैक} other {# पैक}}' };
    expect(catalogueProblems(english, { hi }, code)).toEqual([]);
  });

  it('fails on a missing key, and on a language with no catalogue', () => {
    expect(catalogueProblems(english, { hi: { 'cart.title': 'कार्ट' }, gu: undefined }, code)).toEqual([
      'hi: missing cart.items',
      'gu: missing cart.title',
      'gu: missing cart.items',
    ]);
  });

  it('fails on an extra key', () => {
    expect(
      catalogueProblems({ 'cart.title': 'Cart' }, { hi: { 'cart.title': 'कार्ट', 'cart.old': 'पुराना' } }, code),
    ).toEqual(['hi: extra cart.old']);
  });

  it('fails on an English id no source quotes, unless it is of an explicit dynamic family', () => {
    expect(catalogueProblems({ ...english, 'cart.gone': 'Gone' }, {}, code)).toEqual(['en: unused cart.gone']);
    // A comment or a longer id is not a use.
    expect(catalogueProblems({ 'cart.title': 'Cart' }, {}, ["// cart.title\nt('cart.titles')"])).toEqual([
      'en: unused cart.title',
    ]);
    const routes = { 'page./about.title': 'About Us', 'page./faq.title': 'FAQ' };
    expect(catalogueProblems(routes, {}, ["{ path: '/about', module: './AboutPage' }"])).toEqual([
      'en: unused page./faq.title',
    ]);
  });

  it('fails on a placeholder or a plural that differs from the English', () => {
    const hi = { 'cart.title': 'कार्ट {name}', 'cart.items': '{count} पैक' };
    expect(catalogueProblems(english, { hi }, code)).toEqual([
      'hi: cart.title uses [name], English []',
      'hi: cart.items uses [count], English [count, count: plural]',
    ]);
  });

  it('fails on invalid ICU, in English or a translation', () => {
    const problems = catalogueProblems(
      { ...english, 'cart.bad': '{count, plural, one {#}' },
      { hi: { ...english, 'cart.title': 'कार्ट {count, plural, one {#}' } },
      [...code, "'cart.bad'"],
    );
    expect(problems.filter((problem) => !problem.startsWith('hi: missing'))).toEqual([
      expect.stringMatching(/^en: invalid ICU in cart\.bad: /),
      expect.stringMatching(/^hi: invalid ICU in cart\.title: /),
    ]);
  });
});
