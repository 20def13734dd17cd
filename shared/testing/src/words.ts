/**
 * Words for component tests: each project registers its source catalogues (its `src/test` setup), compiled
 * here as its build compiles them (English standing in for a missing message), and `renderWithProviders`
 * gives a page the catalogues of the language it asks for, with the contract's shared messages as the host
 * gives them.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES } from '@site/contract';
import { publishedSharedCatalogue } from '@site/contract/i18n';
import type { CompiledCatalogue, SiteWords, WordsOwner } from '@site/state';

type SourceCatalogue = Record<string, string>;

const registered = new Map<WordsOwner, Partial<Record<Language, SourceCatalogue>>>();

/** Registers a project's source catalogues by language (`en` at least). */
export function registerTestWords(owner: WordsOwner, sources: Partial<Record<Language, SourceCatalogue>>): void {
  registered.set(owner, sources);
}

const compiled = new Map<string, CompiledCatalogue>();

function compile(owner: WordsOwner, language: Language): CompiledCatalogue | undefined {
  const key = `${owner}|${language}`;
  const known = compiled.get(key);
  if (known) return known;
  const sources = registered.get(owner);
  if (!sources?.[DEFAULT_LANGUAGE]) return undefined;
  const merged = { ...sources[DEFAULT_LANGUAGE], ...(language === DEFAULT_LANGUAGE ? {} : sources[language]) };
  const catalogue = Object.fromEntries(
    Object.entries(merged).map(([id, message]) => [id, compileMessage(message)]),
  ) as CompiledCatalogue;
  compiled.set(key, catalogue);
  return catalogue;
}

/**
 * The words a test page gets in `language`: every registered catalogue and, as the host gives a page, the
 * shared messages in Hindi and Gujarati only (an English page says the contract's English as it is).
 */
export function testWords(language: Language = DEFAULT_LANGUAGE): SiteWords {
  if (!LANGUAGE_CODES.includes(language)) throw new Error(`No language ${language}`);
  const catalogues: SiteWords['catalogues'] =
    language === DEFAULT_LANGUAGE ? {} : { shared: publishedSharedCatalogue(language) };
  for (const owner of registered.keys()) {
    const catalogue = compile(owner, language);
    if (catalogue) catalogues[owner] = catalogue;
  }
  return { language, catalogues };
}
