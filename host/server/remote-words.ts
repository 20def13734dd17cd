/**
 * The remotes' words as the rendering server keeps them (docs/decisions/0030-languages-across-remotes.md):
 * each remote's `locales/<language>.json`, read from its base URL as its `routes.json` is and revalidated
 * the same way (every `revalidateMs`, a conditional request), so a remote that fixes a translation is
 * rendered with it without a host release. A catalogue read again unchanged keeps its identity, so the
 * pages rendered with it (and their cache keys) stand.
 */
import type { Language } from '@site/contract/languages';
import type { CompiledCatalogue } from '@site/state';
import type { RemoteName } from '@site/state/routes';
import { type RemoteFilesOptions, revalidatedFile, type RevalidatedFile, waitAtMost } from './revalidated-file';

export interface RemoteWordsOptions extends RemoteFilesOptions<RemoteName> {
  /** Where this server reads a remote's catalogue of `language`. */
  wordsUrl(remote: RemoteName, language: Language): string;
}

export interface RemoteWords {
  /** The remote's catalogue of `language` as last read (null when it was never read). */
  current(remote: RemoteName, language: Language): Promise<CompiledCatalogue | null>;
}

export function createRemoteWords(options: RemoteWordsOptions): RemoteWords {
  const files = new Map<string, RevalidatedFile<{ text: string; catalogue: CompiledCatalogue }>>();

  function fileOf(remote: RemoteName, language: Language) {
    const key = `${remote}|${language}`;
    let file = files.get(key);
    if (!file) {
      file = revalidatedFile({
        url: () => options.wordsUrl(remote, language),
        revalidateMs: options.revalidateMs,
        fetchTimeoutMs: options.fetchTimeoutMs,
        fetch: options.fetch,
        now: options.now,
        async read(response, previous) {
          const text = await response.text();
          const value = previous?.text === text ? previous : { text, catalogue: parseCatalogue(text) };
          return { value, etag: response.headers.get('etag') };
        },
        // Words last read stay: a remote briefly down keeps its language.
        onFailure: 'keep',
        onError: (error) => options.onError?.(remote, error),
      });
      files.set(key, file);
    }
    return file;
  }

  return {
    async current(remote, language) {
      const file = fileOf(remote, language);
      if (file.isDue()) await waitAtMost(file.revalidate(), options.budgetMs);
      return file.value()?.catalogue ?? null;
    },
  };
}

/** A compiled catalogue: an object of messages by id; anything else is refused. */
export function parseCatalogue(text: string): CompiledCatalogue {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('a catalogue is an object of messages by id');
  return value as CompiledCatalogue;
}
