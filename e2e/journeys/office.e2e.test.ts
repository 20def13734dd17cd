import { randomInt } from 'node:crypto';
import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  officeMessages,
  officeOperationsTexts,
  orderStatusSmsText,
  type SalesOrder,
  securityTexts,
} from '@site/contract';
import { SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import { routes as officeRoutes } from '../../remotes/office/src/app/routes';
import { arrivalScheme, axeViolationsInBothSchemes } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { BASE_URL, FIRST_ADMIN_EMAIL } from '../support/environment';
import { followRequests, waitForSettledPage } from '../support/network';
import { SIGNED_OUT_OFFICE_FRAME_PATH } from '../support/routes';
import { type Enrolled, enrolThroughPage, moveOrder, nextCode, STAFF_PASSWORD } from '../support/office-admin';
import {
  callApi,
  callOrdering,
  newLoggedInRetailer,
  orderTexts,
  placeOrderByApi,
  type Retailer,
  storeLogin,
  uniqueMobile,
} from '../support/retailer';

/**
 * The back office in a real browser against the real server: the first admin is made by the command, enrols an
 * authenticator (the code computed here with the same TOTP library) and invites a sales member, who enrols and
 * signs in; sales confirms a retailer's order (the retailer's page shows it, with its time and no Cancel),
 * dispatches and delivers it (the SMS texts are in the dev outbox); a retailer's cancel racing a confirmation
 * leaves one outcome; an inquiry is marked Contacted with a note; a blocked retailer cannot log in. The staff's
 * part at 1280 and 375 px; axe on every office page in both themes, each page opened once a viewport.
 */

const browser = useBrowser();

const suffix = `${Date.now()}-${randomInt(1000)}`;
const SALES_EMAIL = `sales-${suffix}@suvasa.example`;

/** Signs in on /office with e-mail, password and a code (an authenticator's or a recovery code). */
async function signInThroughPage(page: Page, email: string, code: string): Promise<void> {
  await page.goto('/office');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Authenticator code or recovery code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/office/orders');
  await page.getByRole('navigation', { name: 'Office' }).waitFor();
}

/** A page of a staff member already signed in (their session cookie), at this width. */
async function staffPage(cookies: Cookie[], viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.context().addCookies(cookies);
  return page;
}

/** A retailer with one order placed through the API (two 2 g packs of 48, to their billing address). */
async function retailerWithOrder(): Promise<{ retailer: Retailer; order: string }> {
  const retailer = await newLoggedInRetailer({ fullName: 'Office Journey Retailer' });
  return { retailer, order: await placeOrderByApi(retailer.login, 'suvasa-2g-48', 2, 'office-journey') };
}

const orderByApi = async (retailer: Retailer, name: string) =>
  (await callOrdering<{ sales_order: SalesOrder }>('getSalesOrder', retailer.login, { query: { name } })).message
    .sales_order;

/** Opens an order on the office's pages, from the list searched by its number. */
async function openOfficeOrder(page: Page, name: string): Promise<void> {
  await page.goto(`/office/orders?search=${encodeURIComponent(name)}`);
  await page.getByRole('table', { name: 'Orders, newest first' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${name}` }).waitFor();
  await page.getByRole('heading', { name: 'Timeline' }).waitFor();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What sticks out past the right edge: the innermost such elements, for the failure message. */
const stickingOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    return outside
      .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      .join(', ');
  });

let admin: Enrolled;
let sales: Enrolled;
/** The sales member's session at each width, signed in through the page. */
const salesSessions = new Map<number, Cookie[]>();

describe('the back office', () => {
  it('gets its first admin from the command, who enrols an authenticator and invites a sales member', async () => {
    // The global setup ran `npm run office -- add-admin` before the API opened the database.
    const link = inject('firstAdminEnrolmentLink');
    expect(link).toMatch(new RegExp(`^${BASE_URL}/office/enrol/`));
    const page = await browser.newPage();
    admin = await enrolThroughPage(page, link);
    await page.getByRole('link', { name: /go to the office/ }).click();
    await page.waitForURL('**/office/orders');

    await page.goto('/office/staff');
    await page.getByLabel('E-mail').fill(SALES_EMAIL);
    await page.getByLabel('Role').selectOption('sales');
    await page.getByRole('button', { name: 'Invite' }).click();
    const salesLink = (await page.getByTestId('enrolment-link').textContent())!.trim();
    expect(salesLink).toMatch(new RegExp(`^${BASE_URL}/office/enrol/`));

    const salesPage = await browser.newPage();
    sales = await enrolThroughPage(salesPage, salesLink);
  }, 180_000);

  it('shows the admin both accounts, and the invitation in the audit log', async () => {
    const page = await staffPage(admin.cookies, DESKTOP);
    await page.goto('/office/staff');
    const table = page.getByRole('table', { name: 'Staff accounts' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: SALES_EMAIL }).textContent()).toContain('active');
    await page.goto('/office/audit');
    await expect
      .poll(() => page.getByRole('table', { name: 'Audit log entries, newest first' }).textContent())
      .toContain(SALES_EMAIL);
  });

  it('is never indexed, listed or rendered with data on the server', async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots.split('\n')).toContain('Disallow: /office');
    expect(await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).not.toContain('/office');
    // Even with a staff session, the server sends the shell: the page reads its data in the browser.
    const html = await (
      await fetch(`${BASE_URL}/office/orders`, {
        headers: { cookie: admin.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
      })
    ).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('Sign out');
    expect(html).not.toContain(FIRST_ADMIN_EMAIL);
  });

  it('keeps sales out of the admin pages', async () => {
    const page = await staffPage(sales.cookies, DESKTOP);
    await page.goto('/office/staff');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Your role does not allow this.');
    expect(await page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
  });
});

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const)('sales at %s', (_width, viewport) => {
  it('signs in (authenticator code at 1280 px, a recovery code at 375 px)', async () => {
    const page = await browser.newPage(viewport);
    const code = viewport === DESKTOP ? nextCode(sales.secret, sales.codeUsedAt) : sales.recoveryCodes[0]!;
    await signInThroughPage(page, SALES_EMAIL, code);
    salesSessions.set(viewport.width, await page.context().cookies());
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('confirms an order (the retailer sees Confirmed with its time, and no Cancel), dispatches and delivers it', async () => {
    const { retailer, order } = await retailerWithOrder();
    const page = await staffPage(salesSessions.get(viewport.width)!, viewport);
    await openOfficeOrder(page, order);
    await moveOrder(page, 'Confirm order', order, 'Confirmed');

    const retailerPage = await browser.newPage(viewport);
    await storeLogin(retailerPage, retailer.login, `/orders/${order}`);
    const history = retailerPage.getByRole('region', { name: 'Status history' });
    await history.getByText('Confirmed').waitFor();
    expect(await history.locator('li', { hasText: 'Confirmed' }).locator('time').getAttribute('datetime')).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );
    expect(await retailerPage.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await moveOrder(page, 'Mark dispatched', order, 'Dispatched');
    await moveOrder(page, 'Mark delivered', order, 'Delivered');
    expect(await page.getByRole('button', { name: /Cancel order/ }).count()).toBe(0);
    expect((await orderByApi(retailer, order)).status).toBe('Delivered');
    await expect
      .poll(() => orderTexts(retailer.form.mobile))
      .toEqual(
        expect.arrayContaining(
          (['Confirmed', 'Dispatched', 'Delivered'] as const).map((status) => orderStatusSmsText(order, status)),
        ),
      );
  }, 90_000);

  it('a retailer’s cancel racing the confirmation leaves one outcome, and the loser is told why', async () => {
    const { retailer, order } = await retailerWithOrder();
    const page = await staffPage(salesSessions.get(viewport.width)!, viewport);
    await openOfficeOrder(page, order);
    const [, cancel] = await Promise.all([
      page.getByRole('button', { name: 'Confirm order' }).click(),
      callOrdering('cancelSalesOrder', retailer.login, { json: { name: order } }),
    ]);
    const final = await orderByApi(retailer, order);
    if (cancel.status === 200) {
      expect(final.status).toBe('Cancelled');
      await page
        .getByRole('alert')
        .filter({ hasText: officeOperationsTexts.orderMovedOn(order, 'Cancelled', 'Confirmed') })
        .waitFor();
    } else {
      expect(cancel.status).toBe(409);
      expect(final.status).toBe('Confirmed');
      await page
        .getByRole('status')
        .filter({ hasText: `Order ${order} is Confirmed now.` })
        .waitFor();
    }
    expect(final.timeline?.map((event) => event.status)).toEqual(['Placed', final.status]);
  });

  it('marks an inquiry Contacted with a note', async () => {
    const fullname = `Office Journey Partner ${randomInt(1e6)}`;
    const created = await callApi('createWebsiteInquiry', {
      json: { ...SAMPLE_PARTNER_PAYLOAD, fullname, phone: uniqueMobile() },
    });
    expect(created.status).toBe(200);
    const page = await staffPage(salesSessions.get(viewport.width)!, viewport);
    await page.goto(`/office/inquiries?search=${encodeURIComponent(fullname)}`);
    await page.getByRole('link', { name: `Open the inquiry from ${fullname}` }).click();
    const panel = page.getByRole('region', { name: `Inquiry from ${fullname}` });
    await panel.getByLabel('New status').selectOption('Contacted');
    await panel.getByLabel('Note').fill('Called; visiting the godown on Monday');
    await panel.getByRole('button', { name: 'Save status' }).click();
    await panel.getByRole('status').filter({ hasText: 'Marked Contacted.' }).waitFor();
    await panel.getByText(`by ${SALES_EMAIL}: Called; visiting the godown on Monday`).waitFor();
    const row = page
      .getByRole('table', { name: 'Inquiries, newest first' })
      .getByRole('row', { name: new RegExp(fullname) });
    await expect.poll(() => row.textContent()).toContain('Contacted');
  });

  it('blocks a retailer, who then cannot log in and is told to contact the company', async () => {
    const retailer = await newLoggedInRetailer({ fullName: 'Office Blocked Retailer' });
    const page = await staffPage(salesSessions.get(viewport.width)!, viewport);
    await page.goto(`/office/retailers?search=${retailer.form.mobile}`);
    await page.getByRole('link', { name: 'Office Blocked Retailer' }).click();
    await page.getByLabel('Reason').fill('Repeated cash-on-delivery refusals');
    await page.getByRole('button', { name: 'Block retailer' }).click();
    await page.getByRole('status').filter({ hasText: 'Blocked: their sessions have ended.' }).waitFor();

    const retailerPage = await browser.newPage(viewport);
    await retailerPage.goto('/login');
    await retailerPage.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(retailer.form.mobile);
    await retailerPage.getByRole('button', { name: 'Continue' }).click();
    await retailerPage.getByText(securityTexts.accountBlocked).first().waitFor();
    expect(retailerPage.url()).toMatch(/\/login$/);
  });
});

describe('every office page', () => {
  /** The paths of every office route, each with real parameters, and what each shows once read. */
  let pages: { path: string; ready: string }[];

  beforeAll(async () => {
    const { retailer, order } = await retailerWithOrder();
    const inquiry = await callApi('createWebsiteInquiry', {
      json: { ...SAMPLE_PARTNER_PAYLOAD, fullname: `Office Axe Partner ${randomInt(1e6)}`, phone: uniqueMobile() },
    });
    const inquiryName = (inquiry.body.message as { name: string }).name;
    // A fresh invitation: the enrolment page as a new member first sees it.
    const page = await staffPage(admin.cookies, DESKTOP);
    await page.goto('/office/staff');
    await page.getByLabel('E-mail').fill(`axe-${suffix}@suvasa.example`);
    await page.getByRole('button', { name: 'Invite' }).click();
    const enrolLink = (await page.getByTestId('enrolment-link').textContent())!.trim();
    await page.context().close();

    const parameters: Record<string, string> = {
      token: new URL(enrolLink).pathname.split('/').pop()!,
      name: order,
      id: retailer.login.customer_id,
      itemCode: 'suvasa-4g-24',
    };
    pages = officeRoutes.map((route) => ({
      path: route.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(parameters[name]!)),
      ready: route.path === '/office/enrol/:token' ? 'Finish setting up' : 'Sign out',
    }));
    pages.push({ path: `/office/inquiries?open=${encodeURIComponent(inquiryName)}`, ready: 'Save status' });
  }, 120_000);

  // Each page opens once a viewport and is checked in both themes there, half of them arriving dark: about
  // 30 s alone, and up to three times that beside two other journeys on a slow machine.
  it.each([
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const)(
    'has no axe violation in the light or the dark theme at %s, and fits the width',
    async (_width, viewport) => {
      const findings: string[] = [];
      const check = async (page: Page, path: string, index: number) => {
        for (const { scheme, finding } of await axeViolationsInBothSchemes(page, index))
          findings.push(
            `${path} (${scheme}): ${finding.rule}: ${finding.help} at ${finding.targets.slice(0, 3).join(', ')}`,
          );
        if ((await horizontalOverflow(page)) > 0)
          findings.push(`${path}: wider than ${viewport.width} px at ${await stickingOut(page)}`);
      };

      // Signed out: the sign-in page, and the frame every other office page shows instead of itself.
      const signedOut = await browser.newPage(viewport);
      await signedOut.emulateMedia({ colorScheme: arrivalScheme(1) });
      await signedOut.goto('/office');
      await signedOut.getByRole('button', { name: 'Sign in' }).waitFor();
      await check(signedOut, '/office (signed out)', 1);
      await signedOut.emulateMedia({ colorScheme: arrivalScheme(0) });
      await signedOut.goto(SIGNED_OUT_OFFICE_FRAME_PATH);
      await signedOut.getByRole('link', { name: officeMessages.signedOut }).waitFor();
      await check(signedOut, `${SIGNED_OUT_OFFICE_FRAME_PATH} (signed out)`, 0);

      const page = await staffPage(admin.cookies, viewport);
      followRequests(page);
      for (const [index, { path, ready }] of pages.entries()) {
        await page.emulateMedia({ colorScheme: arrivalScheme(index) });
        await page.goto(path);
        await page.getByRole('button', { name: ready }).first().waitFor();
        await waitForSettledPage(page);
        await check(page, path, index);
      }
      expect(findings).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    },
    240_000,
  );
});
