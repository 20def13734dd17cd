import { wordsOf } from '@site/state';

/** The account remote's words in the page's language (src/locales). */
export const useWords = wordsOf<keyof typeof import('../locales/en.json')>('account');

/**
 * A pack named from its size in the page's language: "Pack of 48", "48 का पैक". The API's `pack_label` is
 * English only; its English is this one's.
 */
export function usePackLabel(): (packSize: number) => string {
  const t = useWords();
  return (packSize) => t('pack.label', { count: packSize });
}
