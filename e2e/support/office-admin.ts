import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Cookie, Page } from 'playwright-core';
import { inject } from 'vitest';
import { METHOD_PREFIX, officeMethodPaths, STAFF_SESSION_COOKIE } from '@site/contract';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db';
import { addAdmin } from '../../server/src/features/office/staff';
import { readApiDatabase } from './api-database';
import { API_URL, BASE_URL } from './environment';
import { startApiServer } from './servers';

/**
 * An admin of the back office for a journey that needs staff: the first admin's enrolment link from the
 * setup while nobody has followed it, else a new admin made as `npm run office -- add-admin` makes one (the
 * API is stopped while its database is written, so only an exclusive journey may call it).
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

/** Whether an enrolment link can still be followed (the office journey may have enrolled the first admin). */
async function enrolmentIsLive(link: string): Promise<boolean> {
  const token = new URL(link).pathname.split('/').pop()!;
  const response = await fetch(`${API_URL}${METHOD_PREFIX}/${officeMethodPaths.startEnrolment}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ token }),
  });
  return response.status === 200;
}

async function adminEnrolmentLink(prefix: string): Promise<string> {
  const first = inject('firstAdminEnrolmentLink');
  if (await enrolmentIsLive(first)) return first;
  const config = loadConfig({
    DATA_DIR: inject('apiDataDir'),
    NODE_ENV: 'test',
    SMS_PROVIDER: 'console',
    SITE_URL: BASE_URL,
  });
  const email = `${prefix}-${Date.now()}-${randomInt(1000)}@suvasa.example`;
  const issued = await readApiDatabase((db) =>
    addAdmin({ db: db as Database, config, now: () => new Date() }, email),
  ).finally(startApiServer);
  return issued.link;
}

/** Enrols an admin through the office's pages on `page` (key, password, code): the page is then signed in. */
export async function enrolledAdmin(page: Page, prefix: string): Promise<Cookie[]> {
  const link = await adminEnrolmentLink(prefix);
  await page.goto(new URL(link).pathname);
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(authenticator(secret).generate());
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  return page.context().cookies();
}
