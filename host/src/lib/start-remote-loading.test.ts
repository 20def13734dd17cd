import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { FederationRuntime } from './federation';
import { TEST_SITE_ROUTES } from '../test/site-routes';
import { startRemoteLoading } from './start-remote-loading';

const MANIFEST = {
  apiBase: 'https://api.example.com/api/method',
  debug: false,
  remotes: {
    marketing: 'https://marketing.example.com/mf-manifest.json',
    inquiry: 'https://inquiry.example.com/mf-manifest.json',
    auth: 'https://auth.example.com/mf-manifest.json',
    account: 'https://account.example.com/mf-manifest.json',
    office: 'https://office.example.com/mf-manifest.json',
  },
};

function recordingRuntime() {
  const loads: string[] = [];
  const registered: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => registered.push(...remotes.map((remote) => remote.name)),
    loadRemote: async (id) => {
      loads.push(id);
      return { default: (() => null) as ComponentType };
    },
    fetchEntry: async () => '{}',
    forgetChunks: () => undefined,
  };
  return { runtime, loads, registered };
}

/** The page as the server rendered it: its routes and the shell's words in the HTML. */
const options = (runtime: FederationRuntime) => ({
  fetchManifest: async () => MANIFEST,
  runtime,
  embeddedRoutes: TEST_SITE_ROUTES,
  embeddedWords: { language: 'en' as const, catalogues: { host: {} } },
  fetchCatalogue: async () => '{}',
});

describe('startRemoteLoading', () => {
  it("once the host's shared modules are in, registers every remote and starts the page's module", async () => {
    const fake = recordingRuntime();
    let sharedIn: () => void = () => undefined;
    const sharedReady = new Promise<void>((resolve) => (sharedIn = resolve));
    const pending = startRemoteLoading('/partner', sharedReady, options(fake.runtime));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.registered).toEqual([]);
    expect(fake.loads).toEqual([]);
    sharedIn();
    await pending;
    await Promise.resolve();
    expect(fake.registered).toEqual(['marketing', 'inquiry', 'auth', 'account', 'office']);
    expect(fake.loads).toEqual(['inquiry/PartnerPage']);
  });

  it('gives the page the load it started', async () => {
    const fake = recordingRuntime();
    const { manifest, loader } = await startRemoteLoading('/partner', Promise.resolve(), options(fake.runtime));
    expect(manifest.apiBase).toBe(MANIFEST.apiBase);
    await Promise.resolve();
    expect(fake.loads).toEqual(['inquiry/PartnerPage']);
    // The page's own request joins that load instead of starting another.
    await loader.load('inquiry', './PartnerPage');
    expect(fake.loads).toEqual(['inquiry/PartnerPage']);
  });

  it('starts nothing for an account page (it may send the visitor to /login), a staff page or an unknown path', async () => {
    // A staff page is served as the shell and its loading state: hydrating it with its module already in
    // would render the page where the server sent the loading state (a mismatch).
    for (const pathname of ['/user/profile', '/office', '/office/orders/SAL-ORD-2026-00001', '/no-such-page']) {
      const fake = recordingRuntime();
      await startRemoteLoading(pathname, Promise.resolve(), options(fake.runtime));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fake.loads).toEqual([]);
    }
  });

  it('rejects, so the host shows its start-up error, when remotes.json is unusable', async () => {
    const fake = recordingRuntime();
    await expect(
      startRemoteLoading('/', Promise.resolve(), {
        ...options(fake.runtime),
        fetchManifest: async () => ({ remotes: {} }),
      }),
    ).rejects.toThrow('remotes.json has no apiBase');
    await expect(
      startRemoteLoading('/', Promise.resolve(), {
        ...options(fake.runtime),
        fetchManifest: () => Promise.reject(new Error('remotes.json answered 502')),
      }),
    ).rejects.toThrow('remotes.json answered 502');
  });

  it("reads every remote's routes when the server rendered nothing, and starts the page they route to", async () => {
    const fake = recordingRuntime();
    const asked: string[] = [];
    const { routes } = await startRemoteLoading('/news', Promise.resolve(), {
      ...options(fake.runtime),
      embeddedRoutes: null,
      fetchRoutes: async (remote, url) => {
        asked.push(url);
        if (remote === 'account') return null;
        return remote === 'marketing' ? [{ path: '/news', module: './NewsPage', title: 'News' }] : [];
      },
    });
    await Promise.resolve();
    expect(asked).toEqual([
      'https://marketing.example.com/routes.json',
      'https://inquiry.example.com/routes.json',
      'https://auth.example.com/routes.json',
      'https://account.example.com/routes.json',
      'https://office.example.com/routes.json',
    ]);
    expect(routes).toEqual({
      routes: [{ path: '/news', module: './NewsPage', title: 'News', remote: 'marketing' }],
      unread: ['account'],
    });
    expect(fake.loads).toEqual(['marketing/NewsPage']);
  });

  it('routes a page under a language prefix as its path, and gives a module only with its words in that language', async () => {
    const fake = recordingRuntime();
    const read: string[] = [];
    let answer: (text: string) => void = () => undefined;
    const { loader, words } = await startRemoteLoading('/hi/partner', Promise.resolve(), {
      ...options(fake.runtime),
      embeddedWords: { language: 'hi', catalogues: { host: {}, shared: { messages: {}, english: {} } } },
      fetchCatalogue: (url) => {
        read.push(url);
        return new Promise<string>((resolve) => (answer = resolve));
      },
    });
    await Promise.resolve();
    expect(fake.loads).toEqual(['inquiry/PartnerPage']);
    expect(read).toEqual(['https://inquiry.example.com/locales/hi.json']);
    let loaded = false;
    const page = loader.load('inquiry', './PartnerPage').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(false);
    expect(loader.peek('inquiry', './PartnerPage')).toBeUndefined();
    answer('{"partner.title":"भागीदार बनें"}');
    await page;
    expect(words.get()).toEqual({
      language: 'hi',
      catalogues: { host: {}, shared: { messages: {}, english: {} }, inquiry: { 'partner.title': 'भागीदार बनें' } },
    });
  });

  it("reads the shell's words in the URL's language when the server rendered none", async () => {
    const fake = recordingRuntime();
    const read: string[] = [];
    const { words } = await startRemoteLoading('/gu/no-such-page', Promise.resolve(), {
      ...options(fake.runtime),
      embeddedWords: null,
      fetchCatalogue: async (url) => {
        read.push(url);
        return '{}';
      },
    });
    expect(read).toEqual(['/locales/gu.json', '/locales/shared/gu.json']);
    expect(words.get()).toEqual({ language: 'gu', catalogues: { host: {}, shared: {} } });

    // English says the contract's texts as they are: no shared messages to read.
    read.length = 0;
    await startRemoteLoading('/no-such-page', Promise.resolve(), {
      ...options(fake.runtime),
      embeddedWords: null,
      fetchCatalogue: async (url) => {
        read.push(url);
        return '{}';
      },
    });
    expect(read).toEqual(['/locales/en.json']);
  });
});
