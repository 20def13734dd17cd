/**
 * `npm run bench:api`'s retailers: registered through the API, each number sent a code read from the dev outbox,
 * and logged in, as the runs that need customers, codes and tokens start.
 */
import {
  LOGIN_ATTEMPT_PARAM,
  type LoginRecord,
  METHOD_PREFIX,
  methodPaths,
  REQUESTED_WITH_HEADER,
} from '@site/contract';
import { sampleSignUp } from '@site/testing/samples';

/** What our pages send with every call; calls that send an SMS or log in need it. */
export const OUR_PAGES = { [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' };

export const methodUrl = (name: keyof typeof methodPaths) => `${METHOD_PREFIX}/${methodPaths[name]}`;

export const mobileOf = (index: number) => `98${String(index).padStart(8, '0')}`;

async function call<T>(baseUrl: string, pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, init);
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

export async function registerCustomers(baseUrl: string, mobiles: readonly string[]): Promise<void> {
  await inParallel(mobiles, 8, async (mobile) => {
    const form = sampleSignUp(mobile, { fullName: 'Bench Retailer', shopName: 'Bench General Stores' });
    await call(baseUrl, methodUrl('registerCustomer'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
  });
}

/** Sends each number a fresh code and reads it from the dev outbox (which keeps the last 1000 texts). */
export async function freshCodes(
  baseUrl: string,
  mobiles: readonly string[],
): Promise<{ mobile: string; otp: string; attempt: string }[]> {
  return inParallel(mobiles, 8, async (mobile) => {
    // A code is sent only for our pages (X-Requested-With) and works only for the attempt that asked for it.
    const sent = await call<{ message: { login_attempt: string } }>(
      baseUrl,
      `${methodUrl('generateAndSendOtp')}?phone_no=${mobile}`,
      { headers: OUR_PAGES },
    );
    const outbox = await call<{ message: { otp: string | null }[] }>(baseUrl, `/api/dev/sms-outbox?phone_no=${mobile}`);
    const otp = outbox.message.find((entry) => entry.otp)?.otp;
    if (!otp) throw new Error(`no code in the outbox for ${mobile}`);
    return { mobile, otp, attempt: sent.message.login_attempt };
  });
}

export async function logIn(baseUrl: string, mobiles: readonly string[]): Promise<LoginRecord[]> {
  const codes = await freshCodes(baseUrl, mobiles);
  return inParallel(codes, 8, async ({ mobile, otp, attempt }) => {
    const reply = await call<{ message: LoginRecord }>(
      baseUrl,
      `${methodUrl('verifyOtpAndLogin')}?phone_no=${mobile}&otp=${otp}&${LOGIN_ATTEMPT_PARAM}=${attempt}`,
      { headers: OUR_PAGES },
    );
    return reply.message;
  });
}
