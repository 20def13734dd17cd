import { describe, expect, it } from 'vitest';
import { createRemoteWords } from './remote-words';

/** Remotes serving `locales/<language>.json` as the test sets it, with an ETag; a 304 when it matches. */
function setup(served: Record<string, Record<string, unknown> | 'down'>) {
  let clock = 0;
  const fetched: string[] = [];
  const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
    const address = new URL(String(url));
    const key = `${address.hostname.split('.')[0]}${address.pathname}`;
    fetched.push(key);
    const answer = served[key];
    if (answer === 'down' || answer === undefined) throw new TypeError('fetch failed');
    const body = JSON.stringify(answer);
    const etag = `"${body.length}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['If-None-Match'] === etag)
      return new Response(null, { status: 304 });
    return new Response(body, { headers: { etag } });
  }) as typeof fetch;
  const words = createRemoteWords({
    wordsUrl: (remote, language) => `https://${remote}.example/locales/${language}.json`,
    revalidateMs: 5_000,
    budgetMs: 300,
    fetch: fakeFetch,
    now: () => clock,
  });
  return {
    words,
    fetched,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("the remotes' words on the rendering server", () => {
  it('reads a remote’s catalogue per language, again only after the revalidation period, keeping an unchanged one', async () => {
    const served: Record<string, Record<string, unknown> | 'down'> = {
      'marketing/locales/hi.json': { 'home.title': 'नमस्ते' },
      'marketing/locales/gu.json': { 'home.title': 'નમસ્તે' },
    };
    const { words, fetched, advance } = setup(served);
    const hindi = await words.current('marketing', 'hi');
    expect(hindi).toEqual({ 'home.title': 'नमस्ते' });
    expect(await words.current('marketing', 'gu')).toEqual({ 'home.title': 'નમસ્તે' });
    expect(await words.current('marketing', 'hi')).toBe(hindi);
    expect(fetched).toEqual(['marketing/locales/hi.json', 'marketing/locales/gu.json']);

    advance(5_000);
    // A 304: the same object, so pages rendered with it stay cached.
    expect(await words.current('marketing', 'hi')).toBe(hindi);
    served['marketing/locales/hi.json'] = { 'home.title': 'स्वागत है' };
    advance(5_000);
    expect(await words.current('marketing', 'hi')).toEqual({ 'home.title': 'स्वागत है' });
  });

  it('keeps the words last read while a remote is down, and has none before any', async () => {
    const served: Record<string, Record<string, unknown> | 'down'> = { 'orders/locales/gu.json': { a: 'ક' } };
    const { words, advance } = setup(served);
    expect(await words.current('marketing', 'gu')).toBeNull();
    const read = await words.current('orders', 'gu');
    served['orders/locales/gu.json'] = 'down';
    advance(5_000);
    expect(await words.current('orders', 'gu')).toBe(read);
  });
});
