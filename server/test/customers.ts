import { randomInt } from 'node:crypto';
import { LOGIN_ATTEMPT_PARAM, type LoginRecord, type OtpSentMessage, type SignUpForm } from '@site/contract';
import { sampleSignUp } from '@site/testing/samples';
import { beforeAll } from 'vitest';
import { jsonInit, type TestServer } from './harness';

/** A fresh valid Indian mobile for each call. */
export const newMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** The sample retailer's sign-up on a fresh mobile. */
export const signUpForm = (overrides: Partial<SignUpForm> = {}): SignUpForm => sampleSignUp(newMobile(), overrides);

export async function register(server: TestServer, overrides: Partial<SignUpForm> = {}) {
  const form = signUpForm(overrides);
  const reply = await server.method<{ message: { status: string; customer_id: string } }>(
    'registerCustomer',
    undefined,
    jsonInit(form),
  );
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return { form, customerId: reply.body.message.customer_id };
}

/** The newest code the console provider sent to `mobile` (its outbox also holds order confirmations). */
export async function latestCode(server: TestServer, mobile: string): Promise<string> {
  const reply = await server.request<{ message: { otp: string | null }[] }>(`/api/dev/sms-outbox?phone_no=${mobile}`);
  const code = reply.body.message.find((entry) => entry.otp)?.otp;
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

export async function login(server: TestServer, mobile: string): Promise<LoginRecord> {
  const sent = await server.method<{ message: OtpSentMessage }>('generateAndSendOtp', { phone_no: mobile });
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const otp = await latestCode(server, mobile);
  const verified = await server.method<{ message: LoginRecord }>('verifyOtpAndLogin', {
    phone_no: mobile,
    otp,
    [LOGIN_ATTEMPT_PARAM]: sent.body.message.login_attempt,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.message;
}

/** A registered customer, logged in: its sign-up form, id and login record. */
export interface Customer {
  form: SignUpForm;
  customerId: string;
  login: LoginRecord;
}

export async function registerAndLogin(server: TestServer, overrides: Partial<SignUpForm> = {}): Promise<Customer> {
  const { form, customerId } = await register(server, overrides);
  return { form, customerId, login: await login(server, form.mobile) };
}

/**
 * A retailer registered and logged in for the enclosing `describe`, made in its `beforeAll` (after the
 * suite's server starts). The object is there at once, so helpers can be bound to it; its fields are filled
 * from the first hook on.
 */
export function suiteRetailer(server: TestServer, overrides: Partial<SignUpForm> = {}): Customer {
  const retailer = {} as Customer;
  beforeAll(async () => void Object.assign(retailer, await registerAndLogin(server, overrides)));
  return retailer;
}

/** The `customer_address` of a customer record, as stored from a sign-up or profile form. */
export const addressRecord = (
  form: Pick<SignUpForm, 'address1' | 'address2' | 'city' | 'state' | 'country' | 'pincode'>,
) => ({
  address_line1: form.address1,
  address_line2: form.address2,
  city: form.city,
  state: form.state,
  country: form.country,
  pincode: form.pincode,
});

export const tokenHeader = (record: { api_key: string; api_secret: string }) => ({
  authorization: `token ${record.api_key}:${record.api_secret}`,
});
