import type { MessageId } from '@site/contract/i18n';
import { wordsOf } from '@site/state';

/** The auth remote's words (`src/locales/<language>.json`), in the page's language. */
export const useWords = wordsOf<keyof typeof import('../locales/en.json')>('auth');

/**
 * The contract's shared messages by id, for those the remote says with values of its own (a wait). Only Hindi
 * and Gujarati pages hold their catalogue: an English page says the contract's English, and a text with no
 * values of ours goes through `useSharedText` (a toast's, through `notify`).
 */
export const useSharedWords = wordsOf<MessageId>('shared');
