/**
 * The embedded sign-up's words. On another site's page there is no host to hand it catalogues, so it reads
 * them itself, from its own origin: the auth remote's `locales/<language>.json` and the contract's shared
 * messages its build publishes beside them, for the language its element names.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES } from '@site/contract';
import {
  type AnyCatalogue,
  type CompiledCatalogue,
  type SharedCatalogue,
  sharedWordsFile,
  type SiteWords,
  wordsFile,
} from '@site/state';

declare const __webpack_public_path__: string;

/** Where this build's files are served: the auth remote's origin, whatever page loaded the widget. */
const ownBase = () => (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/');

/**
 * The language an embedding page asks for: `data-language` on the element, else its `lang` (its own or
 * inherited, as HTML reads it); a regional tag (`hi-IN`) counts as its language, an unknown one as English.
 */
export function hostLanguage(element: HTMLElement): Language {
  const named = element.dataset.language ?? element.closest('[lang]')?.getAttribute('lang') ?? '';
  const code = named.trim().toLowerCase().split('-')[0];
  return LANGUAGE_CODES.find((language) => language === code) ?? DEFAULT_LANGUAGE;
}

async function readCatalogue<Catalogue extends AnyCatalogue>(file: string): Promise<Catalogue> {
  const response = await fetch(`${ownBase()}${file}`);
  if (!response.ok) throw new Error(`SuvasaSignUp: ${file} answered ${response.status}`);
  return (await response.json()) as Catalogue;
}

const loading = new Map<Language, Promise<SiteWords>>();
/** Words already read: a second mount renders at once, with no flash of an empty widget. */
const loaded = new Map<Language, SiteWords>();

/** The widget's words in `language`, read once per page (again after a failure). */
export function loadWidgetWords(language: Language): Promise<SiteWords> {
  let words = loading.get(language);
  if (!words) {
    words = Promise.all([
      readCatalogue<CompiledCatalogue>(wordsFile(language)),
      readCatalogue<SharedCatalogue>(sharedWordsFile(language)),
    ]).then(([auth, shared]) => {
      const read: SiteWords = { language, catalogues: { auth, shared } };
      loaded.set(language, read);
      return read;
    });
    words.catch(() => loading.delete(language));
    loading.set(language, words);
  }
  return words;
}

type WidgetWords = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; words: SiteWords };

/** The words of `language` for the widget's render: ready at once when already read. */
export function useWidgetWords(language: Language): WidgetWords {
  const [state, setState] = useState<{ language: Language; words: WidgetWords }>(() => ({
    language,
    words: readyOrLoading(language),
  }));
  const current = state.language === language ? state.words : readyOrLoading(language);

  useEffect(() => {
    if (current.status !== 'loading') return undefined;
    let active = true;
    loadWidgetWords(language).then(
      (words) => active && setState({ language, words: { status: 'ready', words } }),
      (error: unknown) => {
        console.error(error);
        if (active) setState({ language, words: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [language, current.status]);

  return current;
}

function readyOrLoading(language: Language): WidgetWords {
  const words = loaded.get(language);
  return words ? { status: 'ready', words } : { status: 'loading' };
}
