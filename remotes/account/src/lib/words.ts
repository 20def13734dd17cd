import { wordsOf } from '@site/state';

/** The account remote's words in the page's language (src/locales). */
export const useWords = wordsOf<keyof typeof import('../locales/en.json')>('account');
