import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, type MyData, privacyTexts as t } from '@site/contract';
import { SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import { readApiDatabase } from '../support/api-database';
import { MOBILE, useBrowser } from '../support/browser';
import { API_URL } from '../support/environment';
import { startApiServer } from '../support/servers';
import { callApi, latestOtp, newLoggedInRetailer, storeLogin, waitForNextCode } from '../support/retailer';

/**
 * The rights of the app privacy policy on /settings, against the real server: download
 * my data; delete my account, after which that retailer cannot log in and nothing of them is left in any
 * table or in the picture store.
 */
const browser = useBrowser();

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The rows of every table that name the customer or their number (by id, customer, mobile or phone). */
function rowsNaming(customerId: string, mobile: string) {
  return readApiDatabase(async (db) => {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and column_name in ('customer_id', 'id', 'mobile', 'phone')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table_name} where ${column_name}::text in ($1, $2)`,
        [customerId, mobile],
      );
      if (row!.n > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }).finally(startApiServer);
}

describe('the settings page (/settings)', () => {
  it('downloads everything kept about the retailer as one JSON file, and withdraws consent to location use', async () => {
    const { form, login } = await newLoggedInRetailer();
    const inquiry = await callApi('createWebsiteInquiry', { json: { ...SAMPLE_PARTNER_PAYLOAD, phone: form.mobile } });
    expect(inquiry.status).toBe(200);
    const page = await browser.newPage();
    await storeLogin(page, login, '/settings');

    const download = page.waitForEvent('download');
    await section(page, t.dataHeading).getByRole('button', { name: t.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^suvasa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MyData;
    expect(data.profile).toMatchObject({
      customer_id: login.customer_id,
      mobile: form.mobile,
      shop_name: form.shopName,
    });
    expect(data.addresses.map((address) => address.address_line1)).toContain(form.address1);
    expect(data.inquiries).toEqual([expect.objectContaining({ phone: form.mobile, inquiry_type: 'distributor' })]);
    expect(data.location_consent.granted).toBe(true);

    const location = section(page, t.locationHeading);
    await location.getByRole('button', { name: t.withdrawLocation }).click();
    await location.getByText(t.locationWithdrawn).waitFor();
    await page.reload();
    await section(page, t.locationHeading).getByText(t.locationWithdrawn).waitFor();
  });

  it('deletes the account with the code sent to the mobile, on a phone: logged out, not registered, nothing left', async () => {
    const { form, login } = await newLoggedInRetailer();
    const page = await browser.newPage(MOBILE);
    // A profile picture in the picture store, chosen on the profile page.
    await storeLogin(page, login, '/user/profile');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Image' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: feedbackMessages.profileUpdated }).waitFor();
    const detail = await callApi('getCustomerDetail', {
      query: { customer_id: login.customer_id },
      headers: { authorization: `token ${login.api_key}:${login.api_secret}` },
    });
    const picture = `${API_URL}${(detail.body.message as { profile: string }).profile}`;
    expect((await fetch(picture)).status).toBe(200);

    await page.goto('/settings');
    const deletion = section(page, t.deleteHeading);
    // The code goes to the same number the login code went to a moment ago: its send interval applies.
    await waitForNextCode(page, form.mobile);
    await deletion.getByRole('button', { name: t.sendDeletionCode }).click();
    await deletion.getByText(t.codeSent(form.mobile)).waitFor();
    await deletion.getByRole('textbox', { name: t.codeLabel }).fill(await latestOtp(form.mobile));
    await deletion.getByRole('button', { name: t.confirmDeletion }).click();

    await page.getByText(t.deleted).waitFor();
    // Home, and staying there: not sent on to /login by the guard of the account page it left.
    await page.locator('[data-remote="marketing"] h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('userLoginData'))).toBeNull();
    // The old token is refused; the number is not registered any more.
    const refused = await callApi('getCustomerDetail', {
      query: { customer_id: login.customer_id },
      headers: { authorization: `token ${login.api_key}:${login.api_secret}` },
    });
    expect(refused.status).toBe(401);
    expect((await fetch(picture)).status).toBe(404);
    expect(await rowsNaming(login.customer_id, form.mobile)).toEqual([]);
    // Asked last: the answer is itself a look-up of the number, which the look-up budgets record.
    const loginAgain = await callApi('generateAndSendOtp', { query: { phone_no: form.mobile } });
    expect(loginAgain.status).toBe(404);
  });
});
