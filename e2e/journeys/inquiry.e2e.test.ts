import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import {
  SAMPLE_CONTACT_BY_LABEL,
  SAMPLE_CONTACT_PAYLOAD,
  SAMPLE_PARTNER_BY_LABEL,
  SAMPLE_PARTNER_PAYLOAD,
} from '@site/testing/samples';
import { readApiDatabase } from '../support/api-database';
import { useBrowser } from '../support/browser';
import { startApiServer, stopApiServer } from '../support/servers';

const browser = useBrowser();

/** Unique per run, so rows of earlier runs against the same database never match. */
const run = Date.now().toString(36);

/** The sample inquiries, each from an address of this run. */
const PARTNER = { ...SAMPLE_PARTNER_BY_LABEL, Email: `partner-${run}@example.com` };
const CONTACT = { ...SAMPLE_CONTACT_BY_LABEL, Email: `contact-${run}@example.org` };

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit|Sending\.\.\.)$/ });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) expect(await field(page, label).inputValue()).toBe(value);
}

async function thankAndClose(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Thank you!' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`within ${site.responseBusinessDays} business days`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const storedInquiries = (email: string) =>
  readApiDatabase((db) =>
    db.query<Record<string, unknown>>('select * from website_inquiries where email = $1', [email]),
  );

describe('inquiry forms against the real API', () => {
  afterAll(async () => {
    await startApiServer();
  });

  it('stores a partner inquiry once, even when its first reply is lost and it is sent again', async () => {
    await startApiServer();
    const page = await browser.newPage();
    await page.goto('/partner');
    await fill(page, PARTNER);
    await page
      .getByRole('radiogroup', { name: 'Do you have your own vehicle for distribution?' })
      .getByRole('radio', { name: 'Yes' })
      .check();

    // The first request reaches the server, but its reply never reaches the browser.
    let firstKey: string | undefined;
    await page.route(
      '**/*create_website_inquiry',
      async (route) => {
        firstKey = route.request().headers()['idempotency-key'];
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const firstAttempt = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('create_website_inquiry'),
    );
    await submit(page).click();
    // The form validates before it sends, so the button is still Submit for a moment after the click.
    await firstAttempt;
    await expect.poll(() => submit(page).isEnabled()).toBe(true);
    await expectValues(page, PARTNER);

    const resent = page.waitForRequest('**/*create_website_inquiry');
    await submit(page).dblclick();
    expect((await resent).headers()['idempotency-key']).toBe(firstKey);
    await thankAndClose(page);
    await expectValues(page, Object.fromEntries(Object.keys(PARTNER).map((label) => [label, ''])));

    const rows = await storedInquiries(PARTNER.Email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...SAMPLE_PARTNER_PAYLOAD, email: PARTNER.Email, idempotency_key: firstKey });
  });

  it('stores a contact inquiry with the business fields null', async () => {
    await startApiServer();
    const page = await browser.newPage();
    await page.goto('/contact');
    await fill(page, CONTACT);
    await submit(page).click();
    await thankAndClose(page);

    const rows = await storedInquiries(CONTACT.Email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...SAMPLE_CONTACT_PAYLOAD, email: CONTACT.Email });
  });

  it('with the API stopped keeps the entered data, shows nothing and enables the button again', async () => {
    await stopApiServer();
    const page = await browser.newPage();
    await page.goto('/contact');
    await fill(page, CONTACT);
    const attempt = page.waitForEvent('requestfailed', (request) => request.url().includes('create_website_inquiry'));
    await submit(page).click();
    await attempt;

    await page.getByRole('button', { name: 'Submit' }).waitFor();
    expect(await submit(page).isEnabled()).toBe(true);
    await expectValues(page, CONTACT);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[id$="-error"]').count()).toBe(0);
  });
});
