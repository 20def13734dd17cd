import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import { RemoteLoadError } from './load-with-retry';
import {
  describeMismatch,
  hostSingletonsPlugin,
  singletonMismatchOf,
  unmetManifestSingletons,
  unmetSingletonVersions,
} from './singleton-versions';

/** A federation instance whose `@site/state` 1.0.0 is loaded, as the host's is once its shell runs. */
async function hostWithState(name: string) {
  const host = createInstance({
    name,
    remotes: [],
    shared: {
      '@site/state': {
        version: '1.0.0',
        lib: () => ({ copy: 'host' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
      },
    },
  });
  await host.loadShare('@site/state');
  return host;
}

/** What a remote built against `@site/state` 1.1.0 asks for. */
const needsNewer = (strictVersion: boolean) =>
  ({
    customShareInfo: {
      version: '1.1.0',
      from: 'inquiry',
      shareConfig: { singleton: true, requiredVersion: '^1.1.0', strictVersion },
    },
  }) as never;

describe('the federation runtime with a remote that needs a newer singleton', () => {
  it('refuses the older copy when the singleton is strict, with the error singletonMismatchOf recognises', async () => {
    const host = await hostWithState('singleton_strict');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await host.loadShare('@site/state', needsNewer(true)).then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(Error);
    expect(singletonMismatchOf(error)).toEqual({
      module: '@site/state',
      provided: '1.0.0',
      required: '^1.1.0',
      consumer: 'inquiry',
    });
    // As the page meets it: wrapped by the loader's retry.
    expect(singletonMismatchOf(new RemoteLoadError('inquiry', './PartnerPage', error))).toMatchObject({
      module: '@site/state',
      required: '^1.1.0',
    });
  });

  it('only warns, and hands over the older copy, when it is not strict: why our singletons are strict', async () => {
    const host = await hostWithState('singleton_loose');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = (await host.loadShare('@site/state', needsNewer(false))) as () => unknown;
    expect(factory()).toEqual({ copy: 'host' });
    warn.mockRestore();
  });
});

describe('singletonMismatchOf', () => {
  it('is null for other failures', () => {
    expect(singletonMismatchOf(new Error('no answer within 10 s'))).toBeNull();
    expect(
      singletonMismatchOf(new RemoteLoadError('marketing', './HomePage', new Error('connection refused'))),
    ).toBeNull();
    expect(singletonMismatchOf(undefined)).toBeNull();
  });
});

describe('unmetSingletonVersions (the server check)', () => {
  const host = { '@site/state': '1.1.0', '@site/state/api': '1.1.0', '@site/ui': '1.0.0' };

  it('accepts a build made with the same or an older minor of each singleton', () => {
    expect(unmetSingletonVersions(host, { '@site/state': '1.1.0', '@site/ui': '1.0.0' }, 'marketing')).toEqual([]);
    expect(
      unmetSingletonVersions(
        host,
        { '@site/state': '1.0.0', '@site/state/api': '1.0.3', '@site/ui': '1.0.0' },
        'marketing',
      ),
    ).toEqual([]);
  });

  it('refuses a build made with a newer minor or another major, or with a singleton the host lacks', () => {
    expect(unmetSingletonVersions(host, { '@site/state': '1.2.0', '@site/ui': '1.0.0' }, 'inquiry')).toEqual([
      { module: '@site/state', provided: '1.1.0', required: '^1.2.0', consumer: 'inquiry' },
    ]);
    expect(unmetSingletonVersions(host, { '@site/ui': '0.9.0' }, 'inquiry').map(({ module }) => module)).toEqual([
      '@site/ui',
    ]);
    expect(unmetSingletonVersions(host, { '@site/ui': '2.0.0' }, 'inquiry').map(({ module }) => module)).toEqual([
      '@site/ui',
    ]);
    expect(unmetSingletonVersions(host, { '@site/forms': '1.0.0' }, 'inquiry')).toEqual([
      { module: '@site/forms', provided: null, required: '^1.0.0', consumer: 'inquiry' },
    ]);
  });

  it('refuses a build that does not say what it was built with', () => {
    const [unmet] = unmetSingletonVersions(host, undefined, 'auth');
    expect(unmet?.module).toBe('*');
    expect(describeMismatch(unmet!)).toBe(
      'auth does not say which versions of the shared singletons it was built with',
    );
    expect(unmetSingletonVersions(host, {}, 'auth')).toHaveLength(1);
  });

  it('says what is missing in one line', () => {
    expect(
      describeMismatch({ module: '@site/state', provided: '1.0.0', required: '^1.1.0', consumer: 'inquiry' }),
    ).toBe('inquiry needs @site/state ^1.1.0; the host provides 1.0.0');
  });
});

describe('hostSingletonsPlugin', () => {
  /** The share scope after a remote built against @site/state 1.2.0 registered its copies beside the host's 1.1.0. */
  function scope() {
    const entry = (version: string, from: string) => ({
      version,
      from,
      loaded: false,
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    });
    return {
      default: {
        '@site/state/api': { '1.1.0': entry('1.1.0', 'auth'), '1.2.0': entry('1.2.0', 'inquiry') },
        '@site/ui': { '1.0.0': entry('1.0.0', 'host') },
        react: { '19.2.0': entry('19.2.0', 'host') },
      },
    };
  }
  // As in the browser: the host's shell provides @site/state and @site/ui, not @site/state/api.
  const plugin = hostSingletonsPlugin((module) => ({ '@site/state': '1.1.0', '@site/ui': '1.0.0' })[module]);
  const resolve = (shareScopeMap: ReturnType<typeof scope>, pkgName: string, from: string, requiredVersion: string) => {
    const fallback = () => ({ shared: 'the runtime’s own choice' as never, useTreesShaking: false });
    const args = {
      shareScopeMap,
      scope: 'default',
      pkgName,
      version: '',
      shareInfo: { from, shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
      resolver: fallback,
    } as never;
    return (plugin.resolveShare!(args) as { resolver: () => { shared: unknown } }).resolver();
  };

  it('gives a remote the copy at the host version, never the newer copy another remote registered', () => {
    const map = scope();
    expect(resolve(map, '@site/state/api', 'auth', '^1.1.0').shared).toBe(map.default['@site/state/api']['1.1.0']);
    expect(resolve(map, '@site/state/api', 'account', '^1.0.0').shared).toBe(map.default['@site/state/api']['1.1.0']);
    expect(resolve(map, '@site/ui', 'account', '^1.0.0').shared).toBe(map.default['@site/ui']['1.0.0']);
  });

  it('refuses the remote that needs the newer copy, in the words singletonMismatchOf reads', () => {
    let refusal: unknown;
    try {
      resolve(scope(), '@site/state/api', 'inquiry', '^1.2.0');
    } catch (error) {
      refusal = error;
    }
    expect(singletonMismatchOf(refusal)).toEqual({
      module: '@site/state/api',
      provided: '1.1.0',
      required: '^1.2.0',
      consumer: 'inquiry',
    });
  });

  it('leaves other shared modules, and singletons the host does not provide, to the runtime', () => {
    expect(resolve(scope(), 'react', 'inquiry', '^19.0.0').shared).toBe('the runtime’s own choice');
    expect(resolve(scope(), '@site/forms', 'inquiry', '^1.0.0').shared).toBe('the runtime’s own choice');
  });
});

describe("a remote's federation manifest, read before its page is shown", () => {
  const host = (module: string) => ({ '@site/state': '3.2.0', '@site/ui': '2.1.0' })[module];
  const manifest = (...shared: { name: string; version: string; requiredVersion?: string }[]) =>
    JSON.stringify({ name: 'inquiry', shared });

  it('finds what a remote built ahead needs, a subpath at its package’s version, whether its pages take it at load or later', () => {
    expect(
      unmetManifestSingletons(
        manifest(
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
          { name: '@site/ui', version: '2.1.0', requiredVersion: '^2.1.0' },
          { name: '@site/state/api', version: '3.3.0', requiredVersion: '^3.3.0' },
        ),
        host,
        'inquiry',
      ),
    ).toEqual([{ module: '@site/state/api', provided: '3.2.0', required: '^3.3.0', consumer: 'inquiry' }]);
  });

  it('finds nothing when the host’s copies do, or when the manifest cannot be read (the load fails on its own)', () => {
    const current = manifest({ name: '@site/state', version: '3.2.0', requiredVersion: '^3.1.0' });
    expect(unmetManifestSingletons(current, host, 'inquiry')).toEqual([]);
    expect(unmetManifestSingletons(manifest({ name: 'react', version: '19.3.1' }), host, 'inquiry')).toEqual([]);
    expect(unmetManifestSingletons(null, host, 'inquiry')).toEqual([]);
    expect(unmetManifestSingletons('<html>', host, 'inquiry')).toEqual([]);
  });

  it('refuses a singleton the host does not provide at all', () => {
    expect(unmetManifestSingletons(manifest({ name: '@site/forms', version: '1.0.0' }), host, 'inquiry')).toEqual([
      { module: '@site/forms', provided: null, required: '^1.0.0', consumer: 'inquiry' },
    ]);
  });
});
