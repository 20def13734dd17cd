import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
// The embed loader declares `window.SuvasaSignUp`, the global this journey drives.
import type {} from '../../remotes/auth/src/embed/loader';
import { exampleInfo, exampleOrigin } from '../../tools/apps';
import { buildReactHostExample, startExampleServer } from '../../tools/examples';
import { DESKTOP, useBrowser } from '../support/browser';
import { REMOTE_URLS } from '../support/environment';
import { button, textbox } from '../support/locators';
import { logInByApi, uniqueMobile } from '../support/retailer';
import { chooseBusinessType, fillSignUpStep1, fillSignUpStep2 } from '../support/sign-up';

const browser = useBrowser();

const PLAIN_PAGE_URL = exampleOrigin(exampleInfo('plain-page'));
const REACT_HOST_URL = exampleOrigin(exampleInfo('react-host'));

const SHOP = {
  fullName: 'Farida Shaikh',
  shopName: 'Shaikh Kirana',
  address1: '9 Market Road',
  address2: 'Near the clock tower',
  city: 'Aurangabad',
  state: 'Maharashtra',
  pincode: '431001',
  businessType: 'Pan Shop',
};

/** The three steps of the wizard, as a retailer fills them in, up to Sign Up. */
async function signUp(page: Page, mobile: string) {
  await fillSignUpStep1(page, SHOP, mobile);
  await fillSignUpStep2(page, SHOP);
  await button(page, 'Next').click();

  await page.getByRole('heading', { level: 2, name: 'Other Information' }).waitFor();
  await chooseBusinessType(page, 'pan s');
  await button(page, 'Sign Up').click();
}

/** Computed styles of the page's own elements that a leaked global style would change. */
function pageStyles(page: Page) {
  return page.evaluate(() => {
    const pick = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} on the page`);
      const style = getComputedStyle(element);
      return {
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
        color: style.color,
        backgroundColor: style.backgroundColor,
        margin: style.margin,
        boxSizing: style.boxSizing,
        outlineStyle: style.outlineStyle,
      };
    };
    return {
      html: pick('html'),
      body: pick('body'),
      h1: pick('h1'),
      h2: pick('main > h2'),
      button: pick('#open-sign-up'),
      lead: pick('.erp-lead'),
    };
  });
}

/** The event listeners on window and document, as DevTools lists them (type, capture, where the code is). */
async function globalListeners(page: Page, cdp: CDPSession): Promise<string[]> {
  const listeners: string[] = [];
  for (const target of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const found = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    listeners.push(
      ...found.listeners.map(
        (listener) =>
          `${target} ${listener.type} capture=${listener.useCapture} ${listener.scriptId}:${listener.lineNumber}`,
      ),
    );
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  }
  return listeners.sort();
}

/** How many nodes the page holds where the widget could leave some: under its element, and body's children. */
function nodeCounts(page: Page) {
  return page.evaluate(() => ({
    container:
      document.querySelectorAll('#suvasa-sign-up *').length +
      document.getElementById('suvasa-sign-up')!.childNodes.length,
    bodyChildren: document.body.childNodes.length,
    bodyElements: document.body.querySelectorAll('*').length,
  }));
}

/**
 * Listeners that a library installs once per page, for the life of the page, and no API removes:
 * React DOM's `selectionchange` on the document at the page's first React root (every React app has
 * it); at load time, axios's `message` (its setImmediate) and two `storage` listeners of @site/state's
 * main entry: the login store's (a login in another tab) and the cart store's (a visitor's cart changed
 * in another tab). Repeated mounts add none (checked below).
 */
const ONCE_PER_PAGE_AT_FIRST_ROOT = ['document selectionchange'];
const ONCE_PER_PAGE_AT_LOAD = ['window message', 'window storage', 'window storage'];
const typeOf = (listener: string) => listener.split(' ').slice(0, 2).join(' ');
const addedSince = (before: string[], after: string[]) => after.filter((listener) => !before.includes(listener));

async function openPlainPage() {
  const page = await browser.newPage(DESKTOP);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(PLAIN_PAGE_URL);
  await page.waitForFunction(() => typeof window.SuvasaSignUp?.mount === 'function');
  return { page, cdp };
}

describe('the embeddable sign-up on a plain page of another origin (examples/plain-page)', () => {
  it('is one script from the auth remote: served no-cache, to any origin', async () => {
    const response = await fetch(`${REMOTE_URLS.auth}/sign-up-embed.js`, { headers: { origin: PLAIN_PAGE_URL } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('SuvasaSignUp');
  });

  it('signs a retailer up against the real server; onComplete gets the customer; the page keeps its styles; unmount leaves nothing', async () => {
    const { page, cdp } = await openPlainPage();
    expect(new URL(page.url()).origin).not.toBe(new URL(REMOTE_URLS.auth!).origin);
    const stylesBefore = await pageStyles(page);
    const nodesBefore = await nodeCounts(page);
    expect(nodesBefore.container).toBe(0);
    // Loading the code (preload, as a page may do when idle) installs only the libraries' load-time listeners.
    const listenersBeforeLoad = await globalListeners(page, cdp);
    await page.evaluate(() => window.SuvasaSignUp!.preload());
    const listenersBefore = await globalListeners(page, cdp);
    expect(addedSince(listenersBeforeLoad, listenersBefore).map(typeOf).sort()).toEqual(ONCE_PER_PAGE_AT_LOAD);
    expect(await pageStyles(page)).toEqual(stylesBefore);

    await button(page, 'New retailer').click();
    await page.getByRole('form', { name: 'Retailer sign-up' }).waitFor();
    expect(await pageStyles(page)).toEqual(stylesBefore);

    const mobile = uniqueMobile();
    await signUp(page, mobile);
    await page.getByRole('heading', { name: 'Registration complete' }).waitFor();
    await page.getByText(`${SHOP.shopName} is registered with the mobile ${mobile}.`).waitFor();

    // onComplete fired once, with the customer the server registered.
    const events = page.locator('#erp-events li');
    await expect.poll(() => events.allTextContents()).toEqual([expect.stringMatching(/^onComplete: \S+$/)]);
    const customer = JSON.parse((await page.locator('#erp-customer').textContent()) ?? '') as Record<string, unknown>;
    expect(customer).toMatchObject({ ...SHOP, mobile, customer_id: expect.any(String) });
    expect(await events.first().textContent()).toBe(`onComplete: ${String(customer.customer_id)}`);
    // Registered for real: the server logs that mobile in and names the same customer.
    expect((await logInByApi(mobile)).customer_id).toBe(customer.customer_id);

    expect(await pageStyles(page)).toEqual(stylesBefore);

    await button(page, 'Close the form').click();
    const nodesAfter = await nodeCounts(page);
    // The page's own event log and customer output are what changed; nothing of the widget is left.
    expect(nodesAfter.container).toBe(0);
    expect(nodesAfter.bodyChildren).toBe(nodesBefore.bodyChildren);
    expect(await page.locator('[data-suvasa-sign-up], .Toastify').count()).toBe(0);
    expect(await pageStyles(page)).toEqual(stylesBefore);

    // Mount to unmount: nothing left but React DOM's one document listener of the page's first root.
    const listenersAfter = await globalListeners(page, cdp);
    expect(addedSince(listenersBefore, listenersAfter).map(typeOf)).toEqual(ONCE_PER_PAGE_AT_FIRST_ROOT);
    expect(addedSince(listenersAfter, listenersBefore)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('adds no listeners however often it is mounted, and Cancel calls onCancel', async () => {
    const { page, cdp } = await openPlainPage();
    await button(page, 'New retailer').click();
    await page.getByRole('form', { name: 'Retailer sign-up' }).waitFor();
    await button(page, 'Close the form').click();
    const listenersAfterOne = await globalListeners(page, cdp);

    for (let round = 0; round < 3; round += 1) {
      await button(page, 'New retailer').click();
      await textbox(page, 'Full Name').fill('Typed then cancelled');
      await button(page, 'Cancel').click();
      await page.getByRole('form', { name: 'Retailer sign-up' }).waitFor({ state: 'detached' });
    }
    expect(await page.locator('#erp-events li').allTextContents()).toEqual(['onCancel', 'onCancel', 'onCancel']);
    expect((await nodeCounts(page)).container).toBe(0);
    expect(await globalListeners(page, cdp)).toEqual(listenersAfterOne);
    expect(browser.pageErrors).toEqual([]);
  });

  it('speaks the language its element names, with its words from the auth remote’s origin', async () => {
    const { page } = await openPlainPage();
    const wordsFrom: string[] = [];
    page.on('response', (response) => {
      if (/\/locales\/(shared\/)?hi\.json$/.test(response.url())) wordsFrom.push(new URL(response.url()).origin);
    });
    await page.evaluate(() => document.getElementById('suvasa-sign-up')!.setAttribute('data-language', 'hi'));
    await button(page, 'New retailer').click();
    const form = page.getByRole('form', { name: 'रिटेलर रजिस्ट्रेशन' });
    await form.waitFor();
    await form.getByRole('button', { name: 'आगे' }).click();
    await form.getByText('पूरा नाम डालना ज़रूरी है').waitFor();
    expect(wordsFrom).toEqual([new URL(REMOTE_URLS.auth!).origin, new URL(REMOTE_URLS.auth!).origin]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('refuses a wrong call with a clear error at the call', async () => {
    const { page } = await openPlainPage();
    const message = await page.evaluate(() => {
      try {
        window.SuvasaSignUp!.mount(document.getElementById('suvasa-sign-up')!, { apiBase: '' });
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(message).toMatch(/options\.apiBase must be the API’s absolute URL/);
    expect((await nodeCounts(page)).container).toBe(0);
  });
});

describe('the embeddable sign-up in a foreign React host through federation (examples/react-host)', () => {
  let buildDir: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), 'react-host-'));
    await buildReactHostExample(buildDir);
    server = await startExampleServer(exampleInfo('react-host'), { root: buildDir, quiet: true });
  });

  afterAll(async () => {
    await server?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it('renders the remote’s ./SignUpWidget with createRemoteAppComponent, signs up and calls back into the host', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(REACT_HOST_URL);
    await page.getByRole('heading', { level: 1, name: "Another team's React app" }).waitFor();
    await page.getByRole('form', { name: 'Retailer sign-up' }).waitFor();

    const mobile = uniqueMobile();
    await signUp(page, mobile);
    await page.getByRole('heading', { name: 'Registration complete' }).waitFor();
    await expect
      .poll(() => page.locator('#host-customer').textContent())
      .toMatch(new RegExp(`^Registered \\S+ \\(${SHOP.shopName}\\)$`));

    // The host re-rendered (its state changed) and the widget kept its own state.
    expect(await page.getByRole('heading', { name: 'Registration complete' }).count()).toBe(1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('Cancel reaches the host, which unmounts the widget', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(REACT_HOST_URL);
    await page.getByRole('form', { name: 'Retailer sign-up' }).waitFor();
    await button(page, 'Cancel').click();
    await button(page, 'New retailer').waitFor();
    expect(await page.locator('[data-suvasa-sign-up]').count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
