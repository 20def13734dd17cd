import { wordsOf } from '@site/state';

/** The inquiry remote's words (`src/locales/<language>.json`), in the page's language. */
export const useWords = wordsOf<keyof typeof import('../locales/en.json')>('inquiry');
