import { beforeEach, vi } from 'vitest';
import type { Language } from '@site/contract';
import { publishedSharedCatalogue } from '@site/contract/i18n';
import { registerTestWords, testWords } from '@site/testing';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';

registerTestWords('auth', { en, hi, gu });

/**
 * The embedded sign-up reads its words from its own origin (`locales/<language>.json` and the shared
 * messages' `locales/shared/<language>.json`): served here from the catalogues above, as its build
 * publishes them. Any other fetch goes on as it would. (setup.ts restores the spy after each test.)
 */
beforeEach(() => {
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const file = /\/locales\/(shared\/)?(\w+)\.json$/.exec(input instanceof Request ? input.url : String(input));
    if (!file) return fetch(input, init);
    const language = file[2] as Language;
    return Promise.resolve(
      Response.json(file[1] ? publishedSharedCatalogue(language) : testWords(language).catalogues.auth),
    );
  });
});
