/**
 * The words of a page in its language (docs/decisions/0030-languages-across-remotes.md).
 *
 * Each remote, the host's shell and the contract's shared messages own a catalogue per language, compiled by
 * their build to `locales/<language>.json` (Lingui's compiled form, formatted by `formatMessage`). The host chooses the language (the URL's
 * prefix) and hands every page the catalogues it rendered with through `WordsProvider`: on the server per
 * request, in the browser from the HTML and then as each remote's catalogue is read. A remote reads only its
 * own catalogue, through the hook `wordsOf` makes, so one remote's ids never shadow another's.
 */
import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@site/contract';
import { type Recogniser, recogniserOf, type SharedCatalogue } from '@site/contract/words';
import { formatMessage, type MessageValues } from './format-message';
import type { RemoteName } from './routes';

/** Compiled messages of one catalogue, as a build publishes them in `locales/<language>.json`. */
export type CompiledCatalogue = Messages;

export type { SharedCatalogue };

/** Who owns a catalogue: a remote, the host's shell, or the contract's shared messages. */
export type WordsOwner = RemoteName | 'host' | 'shared';

/** Any owner's catalogue as published, as the host reads, holds and sends them. */
export type AnyCatalogue = CompiledCatalogue | SharedCatalogue;

export interface SiteWords {
  language: Language;
  /** By owner: a remote's and the host's compiled messages, and the contract's shared messages with their English. */
  catalogues: { [owner: WordsOwner]: AnyCatalogue | undefined; shared?: SharedCatalogue };
}

const WordsContext = createContext<SiteWords | null>(null);

export function WordsProvider({ words, children }: { words: SiteWords; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/** The page's language; English outside any provider. */
export function useLanguage(): Language {
  return useContext(WordsContext)?.language ?? DEFAULT_LANGUAGE;
}

/** A catalogue's messages by id, formatted with values (ICU: plurals, selects); a missing id says itself. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** A catalogue's messages as a plain function (the host's titles, a page module's `head`), not a hook. */
export function translatorOf(language: Language, catalogue: CompiledCatalogue): Translate<string> {
  return (id, values) => {
    const message = catalogue[id];
    return message === undefined ? id : formatMessage(message, language, values);
  };
}

/** Every catalogue the page holds now, with its language (the host's shell reads its remotes' route titles). */
export function useSiteWords(): SiteWords | null {
  return useContext(WordsContext);
}

/** The compiled messages of `owner`'s catalogue in `words`: the shared catalogue holds them beside its English. */
export function catalogueOf(words: SiteWords, owner: WordsOwner): CompiledCatalogue | undefined {
  if (owner === 'shared') return words.catalogues.shared?.messages;
  return words.catalogues[owner] as CompiledCatalogue | undefined;
}

/** Shown for a catalogue a page does not have (it failed to load): the id, never a blank. */
const idsOnly: Translate<string> = (id) => id;

/**
 * The hook of `owner`'s words: `const t = useWords(); t('cart.title')`. `Id` is the union of the owner's
 * English ids (`keyof typeof import('../locales/en.json')`), so a misspelt id fails the type check.
 */
export function wordsOf<Id extends string>(owner: WordsOwner): () => Translate<Id> {
  return function useWords() {
    const words = useContext(WordsContext);
    const catalogue = words ? catalogueOf(words, owner) : undefined;
    return useMemo(() => {
      if (!words || !catalogue) return idsOnly;
      return translatorOf(words.language, catalogue);
    }, [words, catalogue]);
  };
}

/** One recogniser per table of English: a catalogue read again (a new release) gets a new one. */
const recognisers = new WeakMap<NonNullable<SharedCatalogue['english']>, Recogniser>();

function recogniserFor(english: NonNullable<SharedCatalogue['english']>): Recogniser {
  let recogniser = recognisers.get(english);
  if (!recogniser) {
    recogniser = recogniserOf(english);
    recognisers.set(english, recogniser);
  }
  return recogniser;
}

const asItIs = (english: string) => english;

/**
 * The contract's shared messages (validation, refusals) in the page's language: an English text the
 * contract holds is recognised by the English its catalogue carries and said again from it; any other
 * text, and every text on an English page (whose HTML carries no shared catalogue), is returned as it is.
 */
export function useSharedText(): (english: string) => string {
  const words = useContext(WordsContext);
  const catalogue = words?.catalogues.shared;
  return useMemo(() => {
    if (!words || !catalogue?.english || words.language === DEFAULT_LANGUAGE) return asItIs;
    const say = translatorOf(words.language, catalogue.messages);
    const { translate } = recogniserFor(catalogue.english);
    return (english: string) => translate(english, words.language, say);
  }, [words, catalogue]);
}

/**
 * A translated sentence with marked parts made into elements: `<link>terms</link>` in the text, with
 * `{ link: (text) => <Link to="/terms-conditions">{text}</Link> }`, so each language orders its own
 * sentence around the link. Tags not in `parts` are left as text.
 */
export function richText(text: string, parts: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', content = ''] = match;
    const make = parts[name];
    if (!make) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(<Fragment key={`${name}-${match.index}`}>{make(content)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
