import { Secret, TOTP } from 'otpauth';
import type { Cookie, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { STAFF_SESSION_COOKIE, type StaffOrderStatus } from '@site/contract';
import type { StaffJourney } from './environment';

/**
 * An admin of the back office for a journey that needs staff: each of STAFF_JOURNEYS has one of its own, added
 * by the global setup before the API started, so the journey runs beside the others.
 */

/** Every journey's staff members set this password when they enrol. */
export const STAFF_PASSWORD = 'a long journey passphrase';

const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/**
 * Each code signs in once, so the next sign-in needs the code of a later 30 s window than the one used at
 * `usedAt`. The server takes the code of the window either side of its clock (a phone's clock a little off),
 * so the next window's code signs in at once.
 */
export function nextCode(secret: string, usedAt: number): string {
  const nextWindow = (Math.floor(usedAt / 30_000) + 1) * 30_000;
  return authenticator(secret).generate({ timestamp: Math.max(nextWindow, Date.now()) });
}

/** `site_staff=<token>` of a page's cookies, for calls straight to the API. */
export const staffCookieHeader = (cookies: Cookie[]) =>
  cookies
    .filter((cookie) => cookie.name === STAFF_SESSION_COOKIE)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
  codeUsedAt: number;
  cookies: Cookie[];
}

/**
 * Follows an enrolment link on `page` as the staff member does: the key into the authenticator, a password, its
 * code. The page is then signed in.
 */
export async function enrolThroughPage(page: Page, link: string): Promise<Enrolled> {
  await page.goto(new URL(link).pathname);
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  const codeUsedAt = Date.now();
  await page
    .getByLabel('Code from your authenticator app')
    .fill(authenticator(secret).generate({ timestamp: codeUsedAt }));
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes, codeUsedAt, cookies: await page.context().cookies() };
}

/** Enrols the admin the global setup made for `journey` on `page`: the page is then signed in. */
export async function enrolledAdmin(page: Page, journey: StaffJourney): Promise<Cookie[]> {
  return (await enrolThroughPage(page, inject('staffEnrolmentLinks')[journey])).cookies;
}

/** Presses an order page's `button` and waits for the office to say the order is `status` now. */
export async function moveOrder(page: Page, button: string, name: string, status: StaffOrderStatus): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Order ${name} is ${status} now.` })
    .waitFor();
}
