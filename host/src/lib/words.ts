import { wordsOf } from '@site/state';

/** An id of the shell's words (src/locales/en.json). */
export type HostWord = keyof typeof import('../locales/en.json');

/** The shell's words in the page's language: header, footer, account panel, loading and fallback states. */
export const useWords = wordsOf<HostWord>('host');
