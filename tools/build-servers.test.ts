import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REPO_ROOT } from './apps';
import { buildApiServer, buildHostServer } from './build-servers';
import { freePort } from './free-port';

/**
 * The compiled servers, run by node as their images run them: from a folder holding the manifests, the
 * installed packages and the builds, with none of our sources beside them.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'site-compiled-'));
const started: ChildProcess[] = [];

function workspaceCopy(dir: string): string {
  mkdirSync(path.join(root, dir), { recursive: true });
  copyFileSync(path.join(REPO_ROOT, dir, 'package.json'), path.join(root, dir, 'package.json'));
  return path.join(root, dir);
}

beforeAll(async () => {
  copyFileSync(path.join(REPO_ROOT, 'package.json'), path.join(root, 'package.json'));
  copyFileSync(path.join(REPO_ROOT, 'package-lock.json'), path.join(root, 'package-lock.json'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await buildApiServer(path.join(workspaceCopy('server'), 'dist'));
  await buildHostServer(path.join(workspaceCopy(HOST.dir), 'dist-server', 'serve.js'));
}, 120_000);

afterAll(async () => {
  await Promise.all(started.map(stop));
  rmSync(root, { recursive: true, force: true });
});

function start(
  file: string,
  env: Record<string, string>,
  args: string[] = [],
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--enable-source-maps', file, ...args], {
    cwd: path.dirname(file),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The first answer of `url` once the server listens; fails if the server exits first. */
async function firstAnswer(url: string, server: ReturnType<typeof start>): Promise<Response> {
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the compiled servers', () => {
  it("the API's build holds only what ships: none of its tests or their support (server/test)", () => {
    const dist = path.join(root, 'server', 'dist');
    const bundled = ['main.js.map', 'backup.js.map', 'office.js.map'].flatMap((map) =>
      (JSON.parse(readFileSync(path.join(dist, map), 'utf8')) as { sources: string[] }).sources.map((source) =>
        path.relative(REPO_ROOT, path.resolve(dist, source)).split(path.sep).join('/'),
      ),
    );
    expect(bundled).toContain('server/src/main.ts');
    expect(bundled.filter((source) => source.startsWith('server/test/') || /\.test\.ts$/.test(source))).toEqual([]);
  });

  it('the API starts on a new embedded database, migrates it from the build and stops gracefully', async () => {
    const port = await freePort();
    const dataDir = path.join(root, 'data');
    const api = start(path.join(root, 'server', 'dist', 'main.js'), {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'console',
    });
    const health = await firstAnswer(`http://127.0.0.1:${port}/api/health`, api);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ message: { status: 'success' } });
    // Ready only with every migration applied: they are read from the build's folder.
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    expect(await stop(api.child)).toBe(0);
  }, 120_000);

  it("the office command makes an admin on the API's database and prints the enrolment link", async () => {
    const run = async (args: string[]) => {
      const command = start(
        path.join(root, 'server', 'dist', 'office.js'),
        {
          DATA_DIR: path.join(root, 'data'),
          SITE_URL: 'https://www.suvasa.example',
        },
        args,
      );
      const code = await new Promise<number | null>((resolve) => command.child.once('exit', resolve));
      return { code, output: command.output() };
    };
    const made = await run(['add-admin', 'First.Admin@suvasa.example']);
    expect(made.output).toMatch(/^first\.admin@suvasa\.example is an admin\./);
    expect(made.output).toMatch(/^https:\/\/www\.suvasa\.example\/office\/enrol\/[A-Za-z0-9_-]{43}$/m);
    expect(made.code).toBe(0);
    const wrong = await run(['add-admin']);
    expect(wrong.output).toContain('usage: npm run office -- add-admin <email>');
    expect(wrong.code).toBe(2);
  }, 120_000);

  it("the host's rendering server renders with its build, logs JSON lines and refuses a wrong setting", async () => {
    const port = await freePort();
    const dist = path.join(root, HOST.dir, 'dist');
    mkdirSync(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Suvasa</title>' +
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin><script defer src="/main.js"></script>' +
        '</head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>',
    );
    // What rspack builds beside it (render.cjs), reduced to its interface: a shell that names the path.
    writeFileSync(
      path.join(root, HOST.dir, 'dist-server', 'render.cjs'),
      `module.exports = {
        sharedModules: { '@site/ui': { themeModeFromCookieHeader: () => 'system', themeAttribute: () => null } },
        renderApp: async ({ url }) => ({ status: 200, title: 'Home', html: '<main>' + url + '</main>', styles: '', errors: [] }),
      };`,
    );
    const serve = path.join(root, HOST.dir, 'dist-server', 'serve.js');
    const noRemotes = Object.fromEntries(
      ['MARKETING', 'INQUIRY', 'AUTH', 'ACCOUNT', 'OFFICE'].map((name) => [`REMOTE_${name}_URL`, 'http://127.0.0.1:1']),
    );
    const host = start(serve, { PORT: String(port), API_BASE: 'https://api.example.com/api/method', ...noRemotes });
    const manifest = await firstAnswer(`http://localhost:${port}/remotes.json`, host);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ apiBase: 'https://api.example.com/api/method' });
    const page = await fetch(`http://localhost:${port}/contact-us`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<main>/contact-us</main>');
    const id = page.headers.get('x-request-id');
    expect(await stop(host.child)).toBe(0);
    const logged = host
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(logged).toEqual(['incoming request', 'request completed']);

    const wrong = start(serve, { PORT: String(port), SSR_BUDGET_MS: 'soon' });
    expect(await new Promise((resolve) => wrong.child.once('exit', resolve))).toBe(1);
    expect(wrong.output()).toContain('SSR_BUDGET_MS must be a whole number in digits');
  }, 120_000);
});
