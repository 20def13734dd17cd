import type { MessageId } from '@site/contract/i18n';
import { wordsOf } from '@site/state';

/** The auth remote's words (`src/locales/<language>.json`), in the page's language. */
export const useWords = wordsOf<keyof typeof import('../locales/en.json')>('auth');

/** The contract's shared messages by id, for those the remote says with values of its own (a wait). */
export const useSharedWords = wordsOf<MessageId>('shared');
