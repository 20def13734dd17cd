import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { Language } from '@site/contract';
import { WordsProvider } from '@site/state';
import { registerTestWords, testWords } from '@site/testing';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { useWords, type Words } from '../lib/words';

registerTestWords('marketing', { en, hi, gu });

/** The remote's words in `language`, as the host hands them to a page module's `head`. */
export function wordsIn(language: Language): Words {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WordsProvider, { words: testWords(language), children });
  return renderHook(() => useWords(), { wrapper }).result.current;
}
