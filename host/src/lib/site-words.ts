/**
 * The page's words in the browser (docs/decisions/0030-languages-across-remotes.md): the catalogues the
 * server rendered with (a JSON script, never run), then each remote's as its first page is shown, read from
 * `<remote base>/locales/<language>.json`, and read again (revalidated) at each navigation to its pages, so
 * a remote's new words reach open tabs. A language switch reads every held catalogue in the new language
 * first and then changes them all at once. Host-local and free of shared modules: it starts before them.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/contract/languages';
import type { AnyCatalogue, SiteWords, WordsOwner } from '@site/state';
import { SITE_WORDS_ELEMENT_ID } from '@site/state/routes';

/**
 * The shell's catalogues a page of `language` needs: the host's, and the contract's shared messages but in
 * English, where `useSharedText` says the contract's texts as they are.
 */
export const shellOwners = (language: Language): WordsOwner[] =>
  language === DEFAULT_LANGUAGE ? ['host'] : ['host', 'shared'];

/** How long the browser waits for one catalogue: a remote that hangs shows its ids rather than no page. */
const WORDS_TIMEOUT_MS = 5_000;

/** Reads a catalogue's text (revalidated: an unchanged file costs a 304); rejects when it cannot. */
export type CatalogueFetcher = (url: string) => Promise<string>;

const browserCatalogueFetcher: CatalogueFetcher = async (url) => {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(WORDS_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};

export interface WordsStore {
  get(): SiteWords;
  subscribe(listener: () => void): () => void;
  /** Whether `owner`'s catalogue in the page's language was read (or failed, when its ids show). */
  settled(owner: WordsOwner): boolean;
  /** Reads `owner`'s catalogue in the page's language unless it was; never rejects. */
  ensure(owner: WordsOwner): Promise<void>;
  /** Reads `owner`'s catalogue again; the page's words change only when it did. */
  revalidate(owner: WordsOwner): Promise<void>;
  /** Reads every held catalogue in `language`; resolves to what switches the page to them at once. */
  prepare(language: Language): Promise<() => void>;
}

/** A catalogue as read: its text, so one read again unchanged keeps its object (and the page its render). */
type Held = { text: string; catalogue: AnyCatalogue } | 'failed';

export function createWordsStore(
  initial: SiteWords,
  urlOf: (owner: WordsOwner, language: Language) => string,
  fetchCatalogue: CatalogueFetcher = browserCatalogueFetcher,
): WordsStore {
  const held = new Map<Language, Map<WordsOwner, Held>>();
  const heldIn = (language: Language) => {
    let owners = held.get(language);
    if (!owners) {
      owners = new Map();
      held.set(language, owners);
    }
    return owners;
  };
  for (const [owner, catalogue] of Object.entries(initial.catalogues))
    if (catalogue) heldIn(initial.language).set(owner, { text: JSON.stringify(catalogue), catalogue });

  let current: SiteWords = initial;
  const listeners = new Set<() => void>();
  const publish = (language: Language) => {
    const catalogues: SiteWords['catalogues'] = {};
    for (const [owner, entry] of heldIn(language)) if (entry !== 'failed') catalogues[owner] = entry.catalogue;
    current = { language, catalogues };
    for (const listener of listeners) listener();
  };

  const reading = new Map<string, Promise<void>>();
  /** Reads one catalogue into `held` (one read at a time per catalogue); true when it changed. */
  function read(owner: WordsOwner, language: Language): Promise<boolean> {
    const key = `${owner}|${language}`;
    const running = reading.get(key);
    if (running) return running.then(() => false);
    let changed = false;
    const work = Promise.resolve()
      .then(() => fetchCatalogue(urlOf(owner, language)))
      .then(
        (text) => {
          const before = heldIn(language).get(owner);
          if (before !== undefined && before !== 'failed' && before.text === text) return;
          heldIn(language).set(owner, { text, catalogue: parseCatalogue(text) });
          changed = true;
        },
        (error: unknown) => {
          console.warn(`The ${owner} words in ${language} could not be read`, error);
          // Words read before stay; never read, the page shows the catalogue's ids rather than waiting.
          if (!heldIn(language).has(owner)) heldIn(language).set(owner, 'failed');
        },
      );
    const settled = work.catch((error: unknown) => {
      console.warn(`The ${owner} words in ${language} are not a catalogue`, error);
      if (!heldIn(language).has(owner)) heldIn(language).set(owner, 'failed');
    });
    reading.set(key, settled);
    return settled.then(() => {
      reading.delete(key);
      return changed;
    });
  }

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: (owner) => heldIn(current.language).has(owner),
    async ensure(owner) {
      const { language } = current;
      if (heldIn(language).has(owner)) return;
      await read(owner, language);
      if (current.language === language) publish(language);
    },
    async revalidate(owner) {
      const { language } = current;
      if (!heldIn(language).has(owner)) return;
      if ((await read(owner, language)) && current.language === language) publish(language);
    },
    async prepare(language) {
      const remotes = [...heldIn(current.language).keys()].filter((owner) => owner !== 'host' && owner !== 'shared');
      const owners = [...shellOwners(language), ...remotes];
      await Promise.all(owners.filter((owner) => !heldIn(language).has(owner)).map((owner) => read(owner, language)));
      return () => publish(language);
    },
  };
}

function parseCatalogue(text: string): AnyCatalogue {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('a catalogue is an object of messages by id');
  return value as AnyCatalogue;
}

/** The words the server rendered the page with (a JSON script, never run); null on a page it did not render. */
export function embeddedSiteWords(): SiteWords | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SITE_WORDS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SiteWords>;
    return isLanguage(value.language) && typeof value.catalogues === 'object' && value.catalogues !== null
      ? (value as SiteWords)
      : null;
  } catch {
    return null;
  }
}
