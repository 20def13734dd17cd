import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRemoteServerBuilds, evaluateBuild, SingletonVersionError } from './remote-pages';

/** A remote's server build as rspack emits it (CommonJS), marked with its release and public path. */
function build(release: string): string {
  return `module.exports.pageModules = { './HomePage': () => Promise.resolve({ default: () => ${JSON.stringify(release)}, head: () => ({ description: __site_remote_public_path }) }) };
module.exports.react = require('react');`;
}

const sharedModules = { react: { marker: 'the host copy of react' } };

/** A remote that serves `current.code` with an ETag, answering 304 to a matching If-None-Match. */
function fakeRemote() {
  const state = { code: build('A'), etag: '"a"', down: false, hang: false, requests: 0 };
  const fetchBuild = async (_url: string | URL | Request, init?: RequestInit) => {
    state.requests += 1;
    if (state.down) throw new TypeError('fetch failed: connection refused');
    if (state.hang) return new Promise<Response>(() => undefined);
    const asked = new Headers(init?.headers).get('if-none-match');
    if (asked === state.etag) return new Response(null, { status: 304 });
    return new Response(state.code, { status: 200, headers: { etag: state.etag } });
  };
  return { state, fetchBuild: fetchBuild as typeof fetch };
}

function builds(remote: ReturnType<typeof fakeRemote>, clock: { now: number }, budgetMs = 50) {
  const errors: unknown[] = [];
  const instance = createRemoteServerBuilds({
    buildUrl: () => 'http://marketing.test/server/pages.js',
    publicPath: () => 'https://marketing.example.com/',
    sharedModules,
    revalidateMs: 5_000,
    budgetMs,
    fetch: remote.fetchBuild,
    now: () => clock.now,
    onError: (_remote, error) => errors.push(error),
  });
  return { instance, errors };
}

async function renderedBy(
  release: Awaited<ReturnType<ReturnType<typeof createRemoteServerBuilds>['current']>>,
): Promise<string | null> {
  if (!release) return null;
  const page = await release.build.pageModules['./HomePage']?.();
  return (page?.default as unknown as () => string)();
}

describe('the remotes server builds', () => {
  it('runs a build with the host shared modules and the remote public path', async () => {
    const evaluated = evaluateBuild(
      build('A'),
      'pages.js',
      'https://marketing.example.com/',
      sharedModules,
    ) as unknown as { react: unknown };
    expect(evaluated.react).toBe(sharedModules.react);
    const page = await (
      evaluated as unknown as { pageModules: Record<string, () => Promise<{ head: () => { description: string } }>> }
    ).pageModules['./HomePage']?.();
    expect(page?.head().description).toBe('https://marketing.example.com/');
    expect(() => evaluateBuild("require('left-pad')", 'pages.js', '/', sharedModules)).toThrow(
      /left-pad, which the host does not share/,
    );
    expect(() => evaluateBuild('module.exports = {}', 'pages.js', '/', sharedModules)).toThrow(
      /exports no pageModules/,
    );
  });

  it('asks the remote at most once per revalidation period, and a new release replaces the old one', async () => {
    const remote = fakeRemote();
    const clock = { now: 0 };
    const { instance } = builds(remote, clock);
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');
    clock.now = 4_999;
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');
    expect(remote.state.requests).toBe(1);

    // Unchanged: a 304, the same release object.
    clock.now = 5_000;
    const before = await instance.current('marketing');
    expect(remote.state.requests).toBe(2);
    expect(await instance.current('marketing')).toBe(before);

    remote.state.code = build('B');
    remote.state.etag = '"b"';
    clock.now = 10_000;
    const next = await instance.current('marketing');
    expect(await renderedBy(next)).toBe('B');
    expect(next?.release).toBe('"b"');
  });

  it('gives up on a remote that is down or has no server build, and picks it up again once it answers', async () => {
    const remote = fakeRemote();
    const clock = { now: 0 };
    const { instance, errors } = builds(remote, clock);
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');

    remote.state.down = true;
    clock.now = 5_000;
    expect(await instance.current('marketing')).toBeNull();
    expect(errors).toHaveLength(1);

    // Back a second later: rendered on the server again, without waiting for a whole period.
    remote.state.down = false;
    clock.now = 6_000;
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');
  });

  it('keeps a request waiting no longer than the budget when the remote hangs', async () => {
    const remote = fakeRemote();
    remote.state.hang = true;
    const { instance } = builds(remote, { now: 0 }, 30);
    const started = performance.now();
    expect(await instance.current('marketing')).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
    // The check under way is shared, not repeated per request.
    expect(await instance.current('marketing')).toBeNull();
    expect(remote.state.requests).toBe(1);
  });

  it('keeps one release per remote in memory however often it is redeployed', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const remote = fakeRemote();
    const clock = { now: 0 };
    const { instance } = builds(remote, clock);
    // Each release holds 8 MB in its module scope, as a big page's code and data would.
    const heavyBuild = (release: number) => `const ballast = new Float64Array(1024 * 1024).fill(${release});
module.exports.pageModules = { './HomePage': () => Promise.resolve({ default: () => String(ballast[0]) }) };`;
    const heapAfter = async (releases: number, first: number) => {
      for (let release = first; release < first + releases; release += 1) {
        remote.state.code = heavyBuild(release);
        remote.state.etag = `"${release}"`;
        clock.now += 5_000;
        expect(await renderedBy(await instance.current('marketing'))).toBe(String(release));
      }
      // V8 frees array buffers' memory on a background thread after a collection, late on a busy machine:
      // the least of a few collections a moment apart is what the releases still hold.
      let least = Infinity;
      for (let round = 0; round < 5; round += 1) {
        collect();
        await new Promise((resolve) => setTimeout(resolve, 20));
        least = Math.min(least, process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
      }
      return least;
    };
    const afterTen = await heapAfter(10, 0);
    const afterSixty = await heapAfter(50, 10);
    // 50 more releases would be 400 MB if old ones were kept.
    expect(afterSixty - afterTen).toBeLessThan(40 * 1024 * 1024);
  });

  it('serves the last release that answered while a slow check goes on', async () => {
    const remote = fakeRemote();
    const clock = { now: 0 };
    const { instance } = builds(remote, clock, 30);
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');
    remote.state.hang = true;
    clock.now = 5_000;
    const started = performance.now();
    expect(await renderedBy(await instance.current('marketing'))).toBe('A');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('a remote built against newer shared singletons than the host provides', () => {
  const host = { '@site/state': '1.1.0', '@site/state/api': '1.1.0', '@site/ui': '1.0.0' };
  const withVersions = (release: string, versions: Record<string, string> | null) =>
    `${build(release)}\n${versions ? `module.exports.siteSingletonVersions = ${JSON.stringify(versions)};` : ''}`;

  function checkedBuilds(remote: ReturnType<typeof fakeRemote>, clock: { now: number }) {
    const errors: unknown[] = [];
    const instance = createRemoteServerBuilds({
      buildUrl: () => 'http://inquiry.test/server/pages.js',
      publicPath: () => 'https://inquiry.example.com/',
      sharedModules,
      singletonVersions: host,
      revalidateMs: 5_000,
      budgetMs: 50,
      fetch: remote.fetchBuild,
      now: () => clock.now,
      onError: (_remote, error) => errors.push(error),
    });
    return { instance, errors };
  }

  it('renders a build made with the host versions or older minors', async () => {
    const remote = fakeRemote();
    remote.state.code = withVersions('A', { '@site/state': '1.0.0', '@site/state/api': '1.0.0', '@site/ui': '1.0.0' });
    const { instance, errors } = checkedBuilds(remote, { now: 0 });
    expect(await renderedBy(await instance.current('inquiry'))).toBe('A');
    expect(errors).toEqual([]);
  });

  it('leaves a build that needs a newer singleton to the browser, logs it once per release, and takes the next release that fits', async () => {
    const remote = fakeRemote();
    remote.state.code = withVersions('A', { '@site/state': '1.2.0', '@site/state/api': '1.2.0', '@site/ui': '1.0.0' });
    const clock = { now: 0 };
    const { instance, errors } = checkedBuilds(remote, clock);
    expect(await instance.current('inquiry')).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(SingletonVersionError);
    expect((errors[0] as Error).message).toBe(
      'inquiry needs @site/state ^1.2.0; the host provides 1.1.0; inquiry needs @site/state/api ^1.2.0; the host provides 1.1.0: its pages are rendered in the browser, where the fallback says this part is being updated',
    );

    // The same release on the next checks: a 304, no new log line, still not rendered.
    clock.now = 5_000;
    expect(await instance.current('inquiry')).toBeNull();
    expect(remote.state.requests).toBe(2);
    expect(errors).toHaveLength(1);

    remote.state.code = withVersions('B', host);
    remote.state.etag = '"b"';
    clock.now = 10_000;
    expect(await renderedBy(await instance.current('inquiry'))).toBe('B');
  });

  it('leaves a build that does not say what it was built with to the browser', async () => {
    const remote = fakeRemote();
    remote.state.code = withVersions('A', null);
    const { instance, errors } = checkedBuilds(remote, { now: 0 });
    expect(await instance.current('inquiry')).toBeNull();
    expect((errors[0] as Error).message).toMatch(
      /^inquiry does not say which versions of the shared singletons it was built with/,
    );
  });
});
