import { Secret, TOTP } from 'otpauth';
import type { Cookie, Page } from 'playwright-core';
import { inject } from 'vitest';
import { STAFF_SESSION_COOKIE } from '@site/contract';
import type { StaffJourney } from './environment';

/**
 * An admin of the back office for a journey that needs staff: each of STAFF_JOURNEYS has one of its own, added
 * by the global setup before the API started, so the journey runs beside the others.
 */

const PASSWORD = 'a long journey passphrase';

const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** `site_staff=<token>` of a page's cookies, for calls straight to the API. */
export const staffCookieHeader = (cookies: Cookie[]) =>
  cookies
    .filter((cookie) => cookie.name === STAFF_SESSION_COOKIE)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

/**
 * Enrols the admin the global setup made for `journey` through the office's pages on `page` (key, password,
 * code): the page is then signed in.
 */
export async function enrolledAdmin(page: Page, journey: StaffJourney): Promise<Cookie[]> {
  const link = inject('staffEnrolmentLinks')[journey];
  await page.goto(new URL(link).pathname);
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(authenticator(secret).generate());
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  return page.context().cookies();
}
