import { describe, expect, it, vi } from 'vitest';
import { createWordsStore } from './site-words';

/** Catalogue files as the test serves them, by URL; a missing one fails to load. */
function setup(files: Record<string, string>) {
  const read: string[] = [];
  const store = createWordsStore(
    { language: 'en', catalogues: { host: { 'header.cart': 'Cart' } } },
    (owner, language) => `/${owner}/${language}.json`,
    async (url) => {
      read.push(url);
      const text = files[url];
      if (text === undefined) throw new Error(`${url} answered 404`);
      return text;
    },
  );
  const changes = vi.fn();
  store.subscribe(changes);
  return { store, read, changes };
}

describe("the browser's words", () => {
  it("read a remote's catalogue once for the page's language, and count a failed one as settled (its ids show)", async () => {
    const { store, read } = setup({ '/marketing/en.json': '{"home.title":"Home"}' });
    expect(store.settled('marketing')).toBe(false);
    await Promise.all([store.ensure('marketing'), store.ensure('marketing')]);
    await store.ensure('marketing');
    expect(read).toEqual(['/marketing/en.json']);
    expect(store.get().catalogues.marketing).toEqual({ 'home.title': 'Home' });

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.ensure('account');
    expect(store.settled('account')).toBe(true);
    expect(store.get().catalogues.account).toBeUndefined();
  });

  it('change the page only when a catalogue read again has changed', async () => {
    const files = { '/marketing/en.json': '{"home.title":"Home"}' };
    const { store, changes } = setup(files);
    await store.ensure('marketing');
    const shown = store.get();
    changes.mockClear();
    await store.revalidate('marketing');
    expect(changes).not.toHaveBeenCalled();
    expect(store.get()).toBe(shown);

    files['/marketing/en.json'] = '{"home.title":"Welcome"}';
    await store.revalidate('marketing');
    expect(changes).toHaveBeenCalledOnce();
    expect(store.get().catalogues.marketing).toEqual({ 'home.title': 'Welcome' });
    // The shell's own words were not touched.
    expect(store.get().catalogues.host).toBe(shown.catalogues.host);
  });

  it('switch language at once, only after every held catalogue was read in it', async () => {
    const { store, read } = setup({
      '/marketing/en.json': '{"home.title":"Home"}',
      '/host/gu.json': '{"header.cart":"કાર્ટ"}',
      '/shared/gu.json': '{"required":"આવશ્યક"}',
      '/marketing/gu.json': '{"home.title":"મુખ્ય પાનું"}',
    });
    await store.ensure('marketing');
    const switchWords = await store.prepare('gu');
    expect(store.get().language).toBe('en');
    // The shared messages too, which an English page does without.
    expect(read).toEqual(['/marketing/en.json', '/host/gu.json', '/shared/gu.json', '/marketing/gu.json']);
    switchWords();
    expect(store.get()).toEqual({
      language: 'gu',
      catalogues: {
        host: { 'header.cart': 'કાર્ટ' },
        shared: { required: 'આવશ્યક' },
        marketing: { 'home.title': 'મુખ્ય પાનું' },
      },
    });
    // Back to English: what was held is still there, nothing is read again.
    (await store.prepare('en'))();
    expect(store.get().catalogues).toEqual({ host: { 'header.cart': 'Cart' }, marketing: { 'home.title': 'Home' } });
    expect(read).toHaveLength(4);
  });
});
