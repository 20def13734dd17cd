/**
 * The page's language in its URL (docs/decisions/0030-languages-across-remotes.md): English keeps the
 * paths it always had; every other language is the same path under its code (`/hi/products`, `/gu`).
 * The host's router takes the prefix as its `basename`, so a remote's `<Link to="/products">` stays in the
 * page's language. Pure string work, read by the rendering server and before the browser's shared modules.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_CODES } from '@site/contract/languages';

/** Where a build publishes its catalogue of `language`, relative to its base URL. */
export const wordsFile = (language: Language) => `locales/${language}.json`;

/** Where the host's build publishes the contract's shared messages, relative to its base URL. */
export const sharedWordsFile = (language: Language) => `locales/shared/${language}.json`;

/** The id of the JSON script that carries a server-rendered page's words to the browser. */
export const SITE_WORDS_ELEMENT_ID = 'site-words';

/** The cookie that remembers the language a visitor chose with the switch: an unprefixed URL follows it. */
export const LANGUAGE_COOKIE = 'site_language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The router's basename of a language: none for English, `/hi` for Hindi. */
export const languageBasename = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** A path's language and the path within it: `/hi/products` → hi, `/products`; `/hi` → hi, `/`. */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const [, first = ''] = pathname.split('/', 2);
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    const rest = pathname.slice(first.length + 1);
    return { language: first, path: rest === '' ? '/' : rest };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A site path (`/products`, `/`) in `language`: `/hi/products`, `/hi`. */
export function pathInLanguage(path: string, language: Language): string {
  const base = languageBasename(language);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The language a `Cookie` header remembers, if it names one of ours. */
export function languageOfCookieHeader(cookieHeader: string | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The cookie text that remembers `language` for a year (the switch writes it). */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** A route's title or description in its remote's catalogue: `page.<path>.title`, `page.<path>.description`. */
export const pageWordId = (routePath: string, part: 'title' | 'description') => `page.${routePath}.${part}`;

/** A site path in every language, for alternate links. */
export const alternatePaths = (path: string): { language: Language; path: string }[] =>
  LANGUAGE_CODES.map((language) => ({ language, path: pathInLanguage(path, language) }));
