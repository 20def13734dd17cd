import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { readApiDatabase } from '../support/api-database';
import { useBrowser } from '../support/browser';
import { startApiServer, stopApiServer } from '../support/servers';

const browser = useBrowser();

/** Unique per run, so rows of earlier runs against the same database never match. */
const run = Date.now().toString(36);

const PARTNER = {
  Name: 'Asha Patel',
  Email: `partner-${run}@example.com`,
  Phone: '9876543210',
  'Business Name': 'Patel Traders',
  'Business Type': 'Wholesale',
  'Distribution Area': 'Ahmedabad East',
  'Operating Your Business Since': '2015',
  'Business Address': '12 Market Road, Ahmedabad',
  Comment: 'We supply 200 shops.',
};

const CONTACT = {
  Name: 'Ravi Shah',
  Company: 'Shah Stores',
  Phone: '7012345678',
  Email: `contact-${run}@example.org`,
  Message: 'Do you ship to Pune?',
};

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
    await submit(page).click();
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    expect(await submit(page).isEnabled()).toBe(true);
    await expectValues(page, PARTNER);

    const resent = page.waitForRequest('**/*create_website_inquiry');
    await submit(page).dblclick();
    expect((await resent).headers()['idempotency-key']).toBe(firstKey);
    await thankAndClose(page);
    await expectValues(page, Object.fromEntries(Object.keys(PARTNER).map((label) => [label, ''])));

    const rows = await storedInquiries(PARTNER.Email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      inquiry_type: 'distributor',
      fullname: PARTNER.Name,
      company: null,
      phone: PARTNER.Phone,
      email: PARTNER.Email,
      comment: PARTNER.Comment,
      website_name: null,
      business_name: PARTNER['Business Name'],
      current_business_type: PARTNER['Business Type'],
      how_long_have_you_been_oprating_your_business: PARTNER['Operating Your Business Since'],
      do_you_currently_have_your_own_vehicle_for_distribution: 'Yes',
      preferred_area_of_distribution: PARTNER['Distribution Area'],
      business_address: PARTNER['Business Address'],
      idempotency_key: firstKey,
    });
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
    expect(rows[0]).toMatchObject({
      inquiry_type: 'contact',
      fullname: CONTACT.Name,
      company: CONTACT.Company,
      phone: CONTACT.Phone,
      email: CONTACT.Email,
      comment: CONTACT.Message,
      website_name: null,
      business_name: null,
      current_business_type: null,
      how_long_have_you_been_oprating_your_business: null,
      do_you_currently_have_your_own_vehicle_for_distribution: null,
      preferred_area_of_distribution: null,
      business_address: null,
    });
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
