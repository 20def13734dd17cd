/**
 * `npm run dev`'s React Fast Refresh: an edit of a remote's component shows on the
 * host's page and in the remote's own dev harness without a reload, and the component keeps its
 * state; an edit of a host component on the same page keeps the remote's state and its edit, also
 * when the remote's form is mounted again afterwards (tools/dev-react-refresh-hook.ts). A remote's dev
 * harness speaks Hindi and Gujarati from its own catalogue, and shows an edited catalogue once rebuilt.
 *
 * Unlike the other journeys this one runs the dev servers (the inquiry and marketing remotes' and the
 * host's, on free ports, the host pointed at the inquiry remote) and edits a source file for a moment:
 * each edit is undone in `finally`, only our own replaced text, and the test waits until the page shows
 * it undone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REPO_ROOT, appInfo } from '../../tools/apps';
import { RSPACK_CLI } from '../../tools/build';
import { launchChromium } from '../support/chromium';

const INQUIRY = appInfo('inquiry');
const CONTACT_FORM = path.join(REPO_ROOT, INQUIRY.dir, 'src/features/contact/components/contact-inquiry-form.tsx');
const THEME_SWITCH = path.join(REPO_ROOT, HOST.dir, 'src/features/header/theme-mode-switch.tsx');
const MARKETING = appInfo('marketing');
const marketingCatalogue = (language: 'hi' | 'gu') =>
  path.join(REPO_ROOT, MARKETING.dir, `src/locales/${language}.json`);
/** The About page's heading in `language`, as its catalogue says it. */
const aboutTitle = (language: 'hi' | 'gu') =>
  (JSON.parse(readFileSync(marketingCatalogue(language), 'utf8')) as Record<string, string>)['about.title'] ?? '';

/** Unique per run, so the text we wait for was never on the page before. */
const run = Date.now().toString(36);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const servers: ChildProcess[] = [];
const serverLogs: string[] = [];

function startDevServer(dir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [RSPACK_CLI, 'serve', '--port', String(port)], {
    cwd: path.join(REPO_ROOT, dir),
    env: { ...process.env, DEBUG: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => serverLogs.push(`[${dir}] ${chunk.toString()}`));
  servers.push(child);
  return child;
}

/** The dev middleware answers once the first compilation is done. */
async function whenServing(url: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the dev server for ${url} exited (${child.exitCode}):\n${serverLogs.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${serverLogs.join('')}`);
}

/**
 * What happened since the page was opened, in order: our saves, each dev server's socket messages and the page's
 * console (`[HMR]`, `[rspack-dev-server]`). A failure prints it: it says why a page reloaded or lost its state.
 */
const journal: string[] = [];
let journalStart = Date.now();
function record(line: string): void {
  journal.push(`${((Date.now() - journalStart) / 1000).toFixed(2)} s  ${line}`);
}
const journalText = () => journal.join('\n');

/** Where a save is written before it replaces the source: outside what the dev servers watch, on the same disk. */
const SAVES_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'dev-fast-refresh-journey');

/**
 * Writes a source file as an editor that saves atomically does: a whole new file renamed over it, one change for the
 * watchers. Written in place, a busy machine's watcher can see the file emptied before it is written, and a new file
 * beside it is a change of its folder: either can make a second build, and the page, asking for the first build's
 * update once the second has replaced it, reloads.
 */
function saveSource(file: string, text: string): void {
  mkdirSync(SAVES_DIR, { recursive: true });
  const next = path.join(SAVES_DIR, path.basename(file));
  writeFileSync(next, text);
  renameSync(next, file);
  record(`saved ${path.relative(REPO_ROOT, file)}`);
}

/** Replaces `from` by `to` in a source file while `during` runs, then puts back `from` (only our own edit). */
async function withSourceEdit(file: string, from: string, to: string, during: () => Promise<void>): Promise<void> {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(from))
    throw new Error(`${path.relative(REPO_ROOT, file)} no longer contains ${from}: update this journey`);
  saveSource(file, original.replace(from, to));
  try {
    await during();
  } finally {
    saveSource(file, readFileSync(file, 'utf8').replace(to, from));
  }
}

/** webpack-dev-server's messages that end a compilation; `invalid` starts one. */
const BUILD_SETTLED = new Set(['ok', 'still-ok', 'warnings', 'errors']);
/** How long every dev server's socket stays silent before the page counts as up to date. */
const QUIET_MS = 1_500;

/**
 * Follows the dev servers' sockets the page opens (the host's and the remote's). `settled` waits until no server
 * is compiling and the page has applied what they last built: a page that loads while a server still builds the
 * previous edit, or builds the chunks of its first visit, gets that build's update right after, and an edit made
 * meanwhile can reach it as a full reload instead of a refresh.
 */
function followDevBuilds(page: Page): { settled: () => Promise<void> } {
  const compiling = new Map<string, boolean>();
  let lastMessageAt = Date.now();
  page.on('websocket', (socket) => {
    compiling.set(socket.url(), true);
    socket.on('framereceived', ({ payload }) => {
      lastMessageAt = Date.now();
      let type: unknown;
      try {
        type = (JSON.parse(payload.toString()) as { type?: unknown }).type;
      } catch {
        return;
      }
      if (type !== 'hash') record(`socket ${new URL(socket.url()).port}: ${String(type)}`);
      if (type === 'invalid') compiling.set(socket.url(), true);
      else if (typeof type === 'string' && BUILD_SETTLED.has(type)) compiling.set(socket.url(), false);
    });
    socket.on('close', () => compiling.delete(socket.url()));
  });
  return {
    settled: async () => {
      const deadline = Date.now() + 120_000;
      while (compiling.size === 0 || [...compiling.values()].some(Boolean) || Date.now() - lastMessageAt < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(`the dev servers did not settle: ${JSON.stringify([...compiling])}\n${serverLogs.join('')}`);
        await page.waitForTimeout(200);
      }
    },
  };
}

/** Opens `url` once the dev servers have settled on it, so that only our edits change the page from then on. */
async function openSettled(page: Page, url: string): Promise<void> {
  journal.length = 0;
  journalStart = Date.now();
  page.on('console', (message) => record(`console ${message.type()}: ${message.text()}`));
  const builds = followDevBuilds(page);
  await page.goto(url);
  await builds.settled();
}

/** Counts full loads of the page from now on, and marks the window: a reload would lose the mark. */
async function watchForReloads(page: Page): Promise<{ loads: () => number; windowKept: () => Promise<boolean> }> {
  let loads = 0;
  page.on('load', () => {
    loads++;
    record('page loaded again');
  });
  await page.evaluate(() => {
    (window as unknown as { fastRefreshMark?: string }).fastRefreshMark = 'same window';
  });
  return {
    loads: () => loads,
    windowKept: () =>
      page.evaluate(() => (window as unknown as { fastRefreshMark?: string }).fastRefreshMark === 'same window'),
  };
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const messageLabel = (page: Page, text: string) =>
  page.locator('label', { hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) });

/**
 * Relabels the contact form's Message field `edited` in its source while `during` runs, once the page
 * shows the new label; after it, the page must show the label put back.
 */
async function withMessageLabelEdited(page: Page, edited: string, during: () => Promise<void>): Promise<void> {
  await withSourceEdit(CONTACT_FORM, "label: t('contact.message')", `label: '${edited}'`, async () => {
    await messageLabel(page, edited).waitFor({ timeout: 30_000 });
    await during();
  });
  await messageLabel(page, 'Message').waitFor({ timeout: 30_000 });
}

let browser: Browser;
let hostUrl: string;
let inquiryUrl: string;
let marketingUrl: string;

beforeAll(async () => {
  const [hostPort, inquiryPort, marketingPort] = [await freePort(), await freePort(), await freePort()];
  hostUrl = `http://localhost:${hostPort}`;
  inquiryUrl = `http://localhost:${inquiryPort}`;
  marketingUrl = `http://localhost:${marketingPort}`;
  const inquiry = startDevServer(INQUIRY.dir, inquiryPort);
  const marketing = startDevServer(MARKETING.dir, marketingPort);
  const host = startDevServer(HOST.dir, hostPort, { REMOTE_INQUIRY_URL: inquiryUrl });
  await Promise.all([
    whenServing(`${inquiryUrl}/mf-manifest.json`, inquiry),
    whenServing(`${marketingUrl}/mf-manifest.json`, marketing),
    whenServing(`${hostUrl}/remotes.json`, host),
  ]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const child of servers) child.kill('SIGTERM');
});

describe('Fast Refresh in npm run dev', () => {
  it("shows a remote's edited component on the host's page, keeping its state and the host's edit after it, without a reload", async () => {
    const page = await browser.newPage();
    await openSettled(page, `${hostUrl}/contact`);
    const reloads = await watchForReloads(page);
    await nameField(page).fill('Asha Patel');

    const remoteEdit = `Message (edited ${run})`;
    await withMessageLabelEdited(page, remoteEdit, async () => {
      expect(await nameField(page).inputValue(), journalText()).toBe('Asha Patel');

      // Then a host component: the host's refresh must not undo the remote's (one renderer, two runtimes).
      await withSourceEdit(
        THEME_SWITCH,
        "aria-label={t('theme.switch'",
        `aria-label={\`Colour theme (edited ${run}): \` + t('theme.switch'`,
        async () => {
          await page
            .locator(`[aria-label^="Colour theme (edited ${run}): "]`)
            .waitFor({ state: 'attached', timeout: 30_000 });
          await expect(messageLabel(page, remoteEdit).count()).resolves.toBe(1);
          expect(await nameField(page).inputValue(), journalText()).toBe('Asha Patel');
        },
      );
      await page.locator('[aria-label^="Colour theme: "]').waitFor({ state: 'attached', timeout: 30_000 });
      expect(await nameField(page).inputValue(), journalText()).toBe('Asha Patel');

      // The host's runtime refreshed last, and the page still renders the remote's edit when it mounts the
      // form again (its page holds the form's old function: only the remote's runtime knows its new one).
      await page.getByRole('link', { name: 'BECOME PARTNER' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Become a Partner' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'CONTACT US' }).first().click();
      await messageLabel(page, remoteEdit).waitFor({ timeout: 30_000 });
    });

    expect(await reloads.windowKept(), journalText()).toBe(true);
    expect(reloads.loads(), journalText()).toBe(0);
  });

  it("shows a remote's edited component in its own dev harness, keeping its state, without a reload", async () => {
    const page = await browser.newPage();
    await openSettled(page, `${inquiryUrl}/contact`);
    const reloads = await watchForReloads(page);
    await nameField(page).fill('Ravi Shah');

    await withMessageLabelEdited(page, `Message (harness ${run})`, async () => {
      expect(reloads.loads(), journalText()).toBe(0);
      expect(await nameField(page).inputValue(), journalText()).toBe('Ravi Shah');
    });

    expect(await nameField(page).inputValue(), journalText()).toBe('Ravi Shah');
    expect(await reloads.windowKept(), journalText()).toBe(true);
    expect(reloads.loads(), journalText()).toBe(0);
  });

  it("speaks Hindi in a remote's dev harness, switches to Gujarati, and shows an edited catalogue once rebuilt, without a reload", async () => {
    const page = await browser.newPage();
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    await openSettled(page, `${marketingUrl}/about?lang=hi`);
    await heading(aboutTitle('hi')).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const reloads = await watchForReloads(page);

    const hindi = aboutTitle('hi');
    const edited = `${hindi} (${run})`;
    await withSourceEdit(
      marketingCatalogue('hi'),
      `"about.title": ${JSON.stringify(hindi)}`,
      `"about.title": ${JSON.stringify(edited)}`,
      () => heading(edited).waitFor({ timeout: 60_000 }),
    );
    await heading(hindi).waitFor({ timeout: 60_000 });

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ગુજરાતી' });
    await heading(aboutTitle('gu')).waitFor({ timeout: 30_000 });
    expect(await reloads.windowKept(), journalText()).toBe(true);
    expect(reloads.loads(), journalText()).toBe(0);
  });
});
