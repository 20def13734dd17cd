import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { RemoteName } from '@site/state/routes';
import { createFederationLoader, type FederationRuntime } from './federation';
import { singletonMismatchOf } from './singleton-versions';

const ENTRIES: Record<RemoteName, string> = {
  marketing: 'https://marketing.example.com/mf-manifest.json',
  inquiry: 'https://inquiry.example.com/mf-manifest.json',
  auth: 'https://auth.example.com/mf-manifest.json',
  account: 'https://account.example.com/mf-manifest.json',
};

/**
 * A federation runtime serving one release of each remote at a time: `deploy` changes what the entry
 * says and what a container registered from then on returns; a module comes from the release that was
 * served when its remote was (re-)registered, like a real container.
 */
function fakeRuntime() {
  const served: Record<string, string> = { marketing: 'A' };
  const registeredRelease = new Map<string, string>();
  const log: string[] = [];
  const pages = new Map<string, ComponentType>();
  const pageOf = (release: string, id: string) => {
    const name = `${release}:${id}`;
    if (!pages.has(name))
      pages.set(
        name,
        Object.assign(() => null, { displayName: name }),
      );
    return pages.get(name) as ComponentType;
  };
  let entryReachable = true;
  let readEntry: ((url: string) => Promise<string | null> | undefined) | undefined;

  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const { name } of remotes) {
        registeredRelease.delete(name);
        if (options?.force) log.push(`re-register ${name}`);
      }
    },
    async loadRemote(id) {
      const remote = id.split('/')[0] as string;
      // The container is fetched on first use after (re-)registration, once its entry is read.
      if (!registeredRelease.has(remote)) {
        const url = ENTRIES[remote as RemoteName] ?? '';
        if (!readEntry?.(url)) log.push(`federation fetches ${url}`);
        registeredRelease.set(remote, served[remote] ?? 'A');
      }
      log.push(`load ${id}`);
      return { default: pageOf(registeredRelease.get(remote) as string, id) };
    },
    async fetchEntry(url) {
      log.push(`fetch ${url}`);
      const remote = Object.entries(ENTRIES).find(([, entry]) => entry === url)?.[0] as string;
      return entryReachable ? `{"release":"${served[remote] ?? 'A'}"}` : null;
    },
    forgetChunks(remote) {
      log.push(`forget chunks of ${remote}`);
    },
    readEntriesFrom(read) {
      readEntry = read;
    },
  };
  return {
    runtime,
    log,
    deploy: (remote: RemoteName, release: string) => (served[remote] = release),
    setEntryReachable: (reachable: boolean) => (entryReachable = reachable),
    releaseOf: (component: ComponentType | undefined) => component?.displayName?.split(':')[0],
  };
}

describe('createFederationLoader', () => {
  it('keeps using a release while the remote serves it', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    const home = await loader.load('marketing', './HomePage');
    const about = await loader.load('marketing', './AboutPage');
    expect(fake.releaseOf(home)).toBe('A');
    expect(fake.releaseOf(about)).toBe('A');
    expect(loader.peek('marketing', './HomePage')).toBe(home);
    expect(fake.log.filter((line) => line.startsWith('re-register'))).toEqual([]);
    expect(await loader.checkForNewRelease('marketing')).toBe(false);
  });

  it('reads a remote’s entry once, for its release and for federation alike', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    await loader.load('marketing', './HomePage');
    expect(fake.log.filter((line) => line.includes('fetch'))).toEqual([`fetch ${ENTRIES.marketing}`]);

    // A new release: the check before the next page reads the entry, and the load of the new release once more.
    fake.deploy('marketing', 'B');
    await loader.load('marketing', './FaqPage');
    expect(fake.log.filter((line) => line.includes('fetch'))).toEqual(Array(3).fill(`fetch ${ENTRIES.marketing}`));
  });

  it('loads a page not loaded yet from the release served now, and forgets the old release', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    await loader.load('marketing', './HomePage');

    fake.deploy('marketing', 'B');
    const faq = await loader.load('marketing', './FaqPage');
    expect(fake.releaseOf(faq)).toBe('B');
    expect(fake.log).toEqual(expect.arrayContaining(['re-register marketing', 'forget chunks of marketing']));
    // The home page of release A is not shown again: a revisit loads it from B.
    expect(loader.peek('marketing', './HomePage')).toBeUndefined();
    expect(fake.releaseOf(await loader.load('marketing', './HomePage'))).toBe('B');
  });

  it('finds a new release of a remote whose pages were all loaded, for the next navigation', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    await loader.load('marketing', './HomePage');
    fake.deploy('marketing', 'B');
    expect(await loader.checkForNewRelease('marketing')).toBe(true);
    expect(loader.peek('marketing', './HomePage')).toBeUndefined();
    expect(await loader.checkForNewRelease('marketing')).toBe(false);
  });

  it('asks nothing of a remote it has not loaded, and asks once for simultaneous checks', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    expect(await loader.checkForNewRelease('inquiry')).toBe(false);
    expect(fake.log).toEqual([]);

    await loader.load('marketing', './HomePage');
    fake.deploy('marketing', 'B');
    fake.log.length = 0;
    const results = await Promise.all([loader.checkForNewRelease('marketing'), loader.checkForNewRelease('marketing')]);
    expect(results).toEqual([true, true]);
    expect(fake.log.filter((line) => line.startsWith('fetch'))).toHaveLength(1);
    expect(fake.log.filter((line) => line.startsWith('re-register'))).toHaveLength(1);
  });

  it('keeps the release it has when the entry cannot be read (a failed load then recovers by reset)', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    const home = await loader.load('marketing', './HomePage');
    fake.setEntryReachable(false);
    expect(await loader.checkForNewRelease('marketing')).toBe(false);
    expect(loader.peek('marketing', './HomePage')).toBe(home);
  });

  it('starts from a clean slate after a reset', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    await loader.load('marketing', './HomePage');
    loader.reset('marketing');
    expect(fake.log.slice(-2)).toEqual(['re-register marketing', 'forget chunks of marketing']);
    expect(loader.peek('marketing', './HomePage')).toBeUndefined();
    // No release is known after a reset, so nothing to compare until the next load.
    expect(await loader.checkForNewRelease('marketing')).toBe(false);
  });

  it('gives a load asked for while the same one is under way the same promise, and loads once', async () => {
    const fake = fakeRuntime();
    const loader = createFederationLoader(ENTRIES, fake.runtime);
    const early = loader.load('marketing', './HomePage');
    const page = loader.load('marketing', './HomePage');
    expect(page).toBe(early);
    await page;
    expect(fake.log.filter((line) => line === 'load marketing/HomePage')).toHaveLength(1);
    // Settled, it is no longer shared: a later load of a reset remote really fetches again.
    loader.reset('marketing');
    await loader.load('marketing', './HomePage');
    expect(fake.log.filter((line) => line === 'load marketing/HomePage')).toHaveLength(2);
  });

  it('keeps a load that a reset overtook out of the cache, and starts a new one', async () => {
    const fake = fakeRuntime();
    let finishFirst: () => void = () => undefined;
    const slowRuntime: FederationRuntime = {
      ...fake.runtime,
      loadRemote: (id) =>
        new Promise((resolve) => {
          finishFirst = () => resolve(fake.runtime.loadRemote(id));
        }),
    };
    const loader = createFederationLoader(ENTRIES, slowRuntime);
    const stalled = loader.load('marketing', './HomePage');
    await Promise.resolve();
    await Promise.resolve();
    loader.reset('marketing');
    expect(loader.load('marketing', './HomePage')).not.toBe(stalled);
    finishFirst();
    await stalled;
    expect(loader.peek('marketing', './HomePage')).toBeUndefined();
  });

  it('refuses the page of a remote whose manifest needs a newer singleton than the host provides, in the runtime’s words', async () => {
    const fake = fakeRuntime();
    const manifestNeeding = (version: string) =>
      JSON.stringify({ shared: [{ name: '@site/state/api', version, requiredVersion: `^${version}` }] });
    let needed = '3.3.0';
    const runtime: FederationRuntime = {
      ...fake.runtime,
      fetchEntry: async () => manifestNeeding(needed),
      hostVersion: (module) => (module === '@site/state' ? '3.2.0' : undefined),
    };
    const loader = createFederationLoader(ENTRIES, runtime);
    const refusal = await loader.load('inquiry', './PartnerPage').then(
      () => null,
      (error: unknown) => error,
    );
    // Though the module itself loaded: its page may take the singleton only later.
    expect(fake.log).toContain('load inquiry/PartnerPage');
    expect(singletonMismatchOf(refusal)).toEqual({
      module: '@site/state/api',
      provided: '3.2.0',
      required: '^3.3.0',
      consumer: 'inquiry',
    });
    expect(loader.peek('inquiry', './PartnerPage')).toBeUndefined();

    // The remote redeployed against the host's versions: its page is shown.
    loader.reset('inquiry');
    needed = '3.2.0';
    expect(await loader.load('inquiry', './PartnerPage')).toBeDefined();
  });
});
