import { site } from '@site/contract';
import { type Translate, wordsOf } from '@site/state';

/** The ids of the remote's words: its English catalogue's keys, so a misspelt id fails the type check. */
export type WordId = keyof typeof import('../locales/en.json');

/** The remote's words in the page's language: `const t = useWords(); t('home.about.title')`. */
export const useWords = wordsOf<WordId>('marketing');

export type Words = Translate<WordId>;

/** The site's facts the messages name (`{brand}`, `{days}`…): written once in the contract, never in a catalogue. */
export const siteFacts = {
  brand: site.brandName,
  legalName: site.legalName,
  productLine: site.productLine,
  qualityStandard: site.qualityStandard,
  days: site.responseBusinessDays,
  email: site.supportEmail,
} as const;
