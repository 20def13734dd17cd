/**
 * The site's languages (docs/decisions/0030-languages-across-remotes.md): each code with its name in
 * itself, as the language switch shows it. English is the default and the contract's own words. A new
 * language is one line here plus its catalogues: the URL prefixes, `Accept-Language`, the SMS templates'
 * settings and the catalogues' checks are all made from this list.
 */
export const LANGUAGES = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
} as const;

export type Language = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE = 'en' satisfies Language;
/** The languages other than English, each with its own catalogues and SMS templates. */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslatedLanguage => code !== DEFAULT_LANGUAGE,
);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/**
 * The language an `Accept-Language` header asks for, of ours, or English: the highest q-value wins, ties
 * in the header's order; `hi-IN` counts as `hi`; `q=0` refuses. A header naming none of ours (or none at
 * all: the ERP's Frappe client) gets English, as before there were languages.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | null = null;
  for (const part of header.split(',').slice(0, 32)) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = qualityOf(parameters);
    const primary = range.toLowerCase().split('-')[0];
    if (!isLanguage(primary) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

function qualityOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (!q) return 1;
  const value = Number(q.split('=')[1]);
  return Number.isFinite(value) ? Math.min(1, value) : 0;
}
