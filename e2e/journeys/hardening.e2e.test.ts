import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

/**
 * docs/product.md#production-hardening in a real browser: with debug off, React never registers with a
 * devtools hook that was there before the page (as the extension's is), the console prints
 * nothing, and the context menu and the developer shortcuts are blocked.
 */
const browser = useBrowser();

interface Probes {
  injectCalls: number;
  renderers: number;
  /** Console methods called after the load event, by name. */
  consoleCalls: string[];
}

/**
 * Runs in the page before any of its scripts. A stand-in for the React devtools extension's hook,
 * defined as the extension does (a getter that cannot be redefined), recording every `inject()` and
 * renderer; and each console method wrapped to record the calls made after the load event.
 */
function installProbes(): void {
  const probes = { injectCalls: 0, renderers: 0, consoleCalls: [] as string[] };
  const renderers = new Map<number, unknown>();
  const hook = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      probes.injectCalls += 1;
      renderers.set(renderers.size + 1, renderer);
      probes.renderers = renderers.size;
      return renderers.size;
    },
    checkDCE() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    get: () => hook,
    configurable: false,
    enumerable: false,
  });

  let loaded = false;
  window.addEventListener('load', () => {
    loaded = true;
  });
  const console = window.console as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(console)) {
    const original = console[name];
    if (typeof original !== 'function') continue;
    console[name] = function recorded(this: unknown, ...args: unknown[]) {
      if (loaded) probes.consoleCalls.push(name);
      return (original as (...values: unknown[]) => unknown).apply(this, args);
    };
  }
  Object.assign(window, { __hardeningProbes: probes });
}

const probes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hardeningProbes: Probes }).__hardeningProbes);

/** Calls every method of the page's console, as the page's own code could. */
const callEveryConsoleMethod = (page: Page) =>
  page.evaluate(() => {
    const console = window.console as unknown as Record<string, unknown>;
    const names = Object.getOwnPropertyNames(console).filter((name) => typeof console[name] === 'function');
    for (const name of names) (console[name] as (...args: unknown[]) => void)('hardening probe');
    return names;
  });

interface Shortcut {
  key: string;
  ctrlKey?: boolean;
  shiftKey?: boolean;
}

/** Whether a synthetic event, dispatched where a visitor's would start, had its default prevented. */
const isPrevented = (page: Page, shortcut: Shortcut | 'contextmenu') =>
  page.evaluate((shortcut) => {
    const event =
      shortcut === 'contextmenu'
        ? new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
        : new KeyboardEvent('keydown', { ...shortcut, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  }, shortcut);

describe('the production hardening (docs/product.md#production-hardening)', () => {
  it.each(['/', '/partner'])('is in force on %s from the first script on', async (path) => {
    const page = await browser.newPage();
    await page.addInitScript(installProbes);
    const printed: string[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('console', (message) => {
      if (loaded) printed.push(`${message.type()}: ${message.text()}`);
    });

    await page.goto(path);
    // The page's heading, from the server's HTML or the browser's render.
    await page.locator('[data-remote] h1').first().waitFor();
    // The probes prove nothing unless react-dom ran: no renderer registers on a page that never started.
    expect(await page.locator('html').getAttribute('data-hydrated'), 'the page hydrated').not.toBeNull();
    const methods = await callEveryConsoleMethod(page);
    expect(methods).toEqual(
      expect.arrayContaining([
        'log',
        'error',
        'group',
        'groupCollapsed',
        'count',
        'assert',
        'time',
        'timeLog',
        'timeEnd',
        'dirxml',
        'table',
        'trace',
      ]),
    );

    const { injectCalls, renderers, consoleCalls } = await probes(page);
    // Soft: one run reports every part of the hardening that is missing, not only the first.
    expect.soft(injectCalls, 'react-dom called inject() on the devtools hook').toBe(0);
    expect.soft(renderers, 'renderers registered with the devtools hook').toBe(0);
    expect.soft(consoleCalls, 'console methods that reached the console').toEqual([]);
    expect.soft(printed, 'console output after load').toEqual([]);
    expect.soft(await isPrevented(page, { key: 'F12' }), 'F12').toBe(true);
    expect.soft(await isPrevented(page, { key: 'I', ctrlKey: true, shiftKey: true }), 'Ctrl+Shift+I').toBe(true);
    expect.soft(await isPrevented(page, { key: 'u', ctrlKey: true }), 'Ctrl+U').toBe(true);
    expect.soft(await isPrevented(page, 'contextmenu'), 'context menu').toBe(true);
  });
});
