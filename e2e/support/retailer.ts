import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  type Cart,
  type LoginRecord,
  METHOD_PREFIX,
  type MethodName,
  methodPaths,
  orderingMethodPaths,
  type OrderingMethodName,
  type SalesOrder,
  type SignUpForm,
} from '@site/contract';
import { sampleSignUp } from '@site/testing/samples';
import { API_URL, BASE_URL, E2E_OTP_SEND_INTERVAL_SECONDS } from './environment';

/**
 * The browser's storage key of the login record (docs/product.md#stored-login; `LOGIN_STORAGE_KEY` in @site/state,
 * whose browser entry point does not load under Node).
 */
export const LOGIN_STORAGE_KEY = 'userLoginData';

export interface Retailer {
  form: SignUpForm;
  login: LoginRecord;
}

interface Reply {
  status: number;
  body: { message?: unknown };
}

/** Calls one API method directly (not through a page), as JSON. */
export async function callApi(
  name: MethodName,
  init: { query?: Record<string, string>; json?: unknown } & RequestInit = {},
): Promise<Reply> {
  const { query, json, ...rest } = init;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const response = await fetch(`${API_URL}${METHOD_PREFIX}/${methodPaths[name]}${search}`, {
    ...rest,
    ...(json === undefined ? {} : { method: rest.method ?? 'POST', body: JSON.stringify(json) }),
    // As the site's client calls: the API refuses SMS sends and writes without it.
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(rest.headers ?? {}),
    },
  });
  const text = await response.text();
  let body: Reply['body'];
  try {
    body = JSON.parse(text) as Reply['body'];
  } catch {
    throw new Error(`${name} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

/** One ordering method called as the retailer, straight to the API (the setup and the checks, not the journey). */
export async function callOrdering<T>(
  name: OrderingMethodName,
  login: LoginRecord,
  init: { query?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; message: T }> {
  const search = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const response = await fetch(`${API_URL}${METHOD_PREFIX}/${orderingMethodPaths[name]}${search}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...tokenHeader(login),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as { message: T };
  return { status: response.status, message: body.message };
}

/**
 * `qty` packs of `itemCode` put in the retailer's cart and ordered, straight to the API, with an idempotency
 * key of `journey`'s own: the order's name.
 */
export async function placeOrderByApi(login: LoginRecord, itemCode: string, qty: number, journey: string) {
  const cart = await callOrdering<Cart>('updateCart', login, { json: { item_code: itemCode, qty } });
  expect(cart.status).toBe(200);
  const placed = await callOrdering<{ sales_order: SalesOrder }>('placeOrder', login, {
    json: { cart_fingerprint: cart.message.fingerprint },
    headers: { 'idempotency-key': `${journey}-${Date.now()}-${randomInt(1e9)}` },
  });
  expect(placed.status).toBe(200);
  return placed.message.sales_order.name;
}

/** A valid Indian mobile (starts 6–9) that no earlier call in this process used. */
const usedMobiles = new Set<string>();
export function uniqueMobile(): string {
  for (;;) {
    const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    if (!usedMobiles.has(mobile)) {
      usedMobiles.add(mobile);
      return mobile;
    }
  }
}

export const tokenHeader = (login: Pick<LoginRecord, 'api_key' | 'api_secret'>) => ({
  authorization: `token ${login.api_key}:${login.api_secret}`,
});

/** The newest texts the console SMS provider "sent" to `mobile` (the API's dev outbox): codes and order confirmations. */
async function devOutbox(mobile: string) {
  const response = await fetch(`${API_URL}/api/dev/sms-outbox?phone_no=${mobile}`);
  const body = (await response.json()) as { message?: { otp: string | null; text: string; sent_at: string }[] };
  return { status: response.status, texts: body.message ?? [] };
}

/** The codes the console SMS provider "sent" to `mobile`, newest first. */
export async function sentCodes(mobile: string): Promise<string[]> {
  const { texts } = await devOutbox(mobile);
  return texts.flatMap((entry) => (entry.otp ? [entry.otp] : []));
}

/** The newest code the console SMS provider "sent" to `mobile`. */
export async function latestOtp(mobile: string): Promise<string> {
  const { status, texts } = await devOutbox(mobile);
  const otp = texts.find((entry) => entry.otp)?.otp;
  if (!otp) throw new Error(`the dev outbox holds no code for ${mobile} (${status})`);
  return otp;
}

/** Signs a new retailer up through the API (`register_customer`); a new mobile each call. */
export async function registerRetailer(overrides: Partial<SignUpForm> = {}): Promise<SignUpForm> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const form = sampleSignUp(uniqueMobile(), overrides);
    const reply = await callApi('registerCustomer', { json: form });
    if (reply.status === 200) return form;
    // A mobile left by an earlier run against the same database: try another.
    if (reply.status === 409 && !overrides.mobile) continue;
    throw new Error(`register_customer answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  throw new Error('register_customer kept answering 409');
}

/** Logs a registered mobile in through the API: send the code, read it from the outbox, verify. */
export async function logInByApi(mobile: string): Promise<LoginRecord> {
  const sent = await callApi('generateAndSendOtp', { query: { phone_no: mobile } });
  if (sent.status !== 200)
    throw new Error(`generate_and_send_otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await latestOtp(mobile);
  const attempt = (sent.body.message as { login_attempt: string }).login_attempt;
  const verified = await callApi('verifyOtpAndLogin', { query: { phone_no: mobile, otp, login_attempt: attempt } });
  if (verified.status !== 200)
    throw new Error(`verify_otp_and_login answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body.message as LoginRecord;
}

/** A new retailer, signed up and logged in through the API: the sign-up form and the login record. */
export async function newLoggedInRetailer(overrides: Partial<SignUpForm> = {}): Promise<Retailer> {
  const form = await registerRetailer(overrides);
  return { form, login: await logInByApi(form.mobile) };
}

/**
 * Stores a login record in the page's localStorage as the auth remote does after verifying, then
 * loads `path` (the app reads the record when it starts). Without a path the page stays on the site root.
 */
export async function storeLogin(page: Page, login: LoginRecord, path?: string): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    LOGIN_STORAGE_KEY,
    JSON.stringify(login),
  ] as const);
  if (path) await page.goto(path);
}

/** The login record the page holds, or null. */
export function storedLogin(page: Page): Promise<LoginRecord | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LoginRecord) : null;
  }, LOGIN_STORAGE_KEY);
}

/**
 * Logs `mobile` in through the pages, as a retailer does: on /login (where the page must already be), the
 * number and Continue, then on /otp-verify the code the console provider "sent" and Continue.
 */
export async function logInThroughPages(page: Page, mobile: string): Promise<void> {
  await page.waitForURL('**/login');
  await page.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/otp-verify');
  const otp = await latestOtp(mobile);
  for (const [index, digit] of [...otp].entries()) {
    await page.getByRole('textbox', { name: `Digit ${index + 1} of ${otp.length}` }).fill(digit);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The server's minimum gap between two codes to one number (OTP_SEND_INTERVAL_SECONDS) in this run. */
export const SEND_INTERVAL_MS = Number(process.env.OTP_SEND_INTERVAL_SECONDS ?? E2E_OTP_SEND_INTERVAL_SECONDS) * 1000;

/** When the dev outbox says the newest code to `mobile` went out. */
export async function lastSentAt(mobile: string): Promise<number> {
  const { texts } = await devOutbox(mobile);
  return Date.parse(texts.find((entry) => entry.otp)!.sent_at);
}

/** The order confirmations the console SMS provider "sent" to `mobile`, newest first. */
export async function orderTexts(mobile: string): Promise<string[]> {
  const { texts } = await devOutbox(mobile);
  return texts.filter((entry) => entry.otp === null).map((entry) => entry.text);
}

/** Waits until the server will send `mobile` another code (a retailer logged in by the API a moment ago). */
export async function waitForNextCode(page: Page, mobile: string): Promise<void> {
  const wait = (await lastSentAt(mobile)) + SEND_INTERVAL_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}
