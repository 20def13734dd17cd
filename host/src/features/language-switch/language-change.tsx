import { createContext, type ReactNode, useContext } from 'react';
import type { Language } from '@site/contract/languages';

/** Switches the open page to a language in place (the browser's shell gives it; absent on the server). */
export type ChangeLanguage = (language: Language) => Promise<void>;

const LanguageChangeContext = createContext<ChangeLanguage | null>(null);

export function LanguageChangeProvider({ value, children }: { value: ChangeLanguage; children: ReactNode }) {
  return <LanguageChangeContext.Provider value={value}>{children}</LanguageChangeContext.Provider>;
}

/** The in-place switch, or null where there is none: a link to the page in the other language then does it. */
export function useLanguageChange(): ChangeLanguage | null {
  return useContext(LanguageChangeContext);
}
