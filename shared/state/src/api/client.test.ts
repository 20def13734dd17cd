// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearLogin, getLogin, saveLogin } from '../auth/store';
import type { LoginRecord } from '@site/contract';
import { configureRuntime } from '../runtime-config';
import { loginAttemptFor } from '../auth/login-attempt';
import { callMethod, isNetworkFailure, replyError, replyMessage, successMessage } from './client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let seen: Seen[] = [];
let reply: { status: number; type: string; body: string } = { status: 200, type: 'application/json', body: '{}' };

/** A JSON reply of `status` with `body`. */
const jsonReply = (status: number, body: unknown) => ({ status, type: 'application/json', body: JSON.stringify(body) });
/** A refusal in the API's error shape. */
const errorReply = (status: number, exc_type: string, reason: string) =>
  jsonReply(status, { exc_type, message: { status: 'error', reason, text: 'x' } });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(reply.status, { 'Content-Type': reply.type });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureRuntime({ apiBase: `http://127.0.0.1:${port}/api/method/` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
  clearLogin();
});

describe('callMethod (docs/product.md#api-client)', () => {
  it('GETs the method path under the API base with query parameters and JSON content type, no body', async () => {
    reply = jsonReply(200, { message: { status: 'success' } });
    const result = await callMethod('GET', 'generateAndSendOtp', { params: { phone_no: '9876543210' } });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/method/retailer_app.api.login.generate_and_send_otp?phone_no=9876543210');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toBe('');
    expect(successMessage(result)).toEqual({ status: 'success' });
  });

  it('sends a JSON body for POST', async () => {
    reply = { status: 200, type: 'application/json; charset=utf-8', body: '{"message":{"status":"success"}}' };
    await callMethod('POST', 'createWebsiteInquiry', { body: { inquiry_type: 'contact' } });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ inquiry_type: 'contact' });
  });

  it('reads a non-JSON reply as text', async () => {
    reply = { status: 200, type: 'text/plain', body: 'pong' };
    expect(await callMethod('GET', 'getStates')).toBe('pong');
  });

  it('resolves error replies with their body so the caller can read the reason', async () => {
    reply = errorReply(404, 'DoesNotExistError', 'not_registered');
    const result = await callMethod('GET', 'generateAndSendOtp', { params: { phone_no: '9876543210' } });
    expect(successMessage(result)).toBeNull();
    expect(replyError(result)?.reason).toBe('not_registered');
    expect(isNetworkFailure(result)).toBe(false);
  });

  it('returns the list in message for reference data', async () => {
    reply = { status: 200, type: 'application/json', body: '{"message":["Goa","Kerala"]}' };
    expect(replyMessage<string[]>(await callMethod('GET', 'getStates'))).toEqual(['Goa', 'Kerala']);
  });

  it('adds the token header only when the stored login has both key and secret (docs/product.md#authorization-header)', async () => {
    reply = jsonReply(200, { message: { status: 'success' } });
    await callMethod('GET', 'getCustomerDetail', { params: { customer_id: 'C1' } });
    expect(seen[0]?.headers.authorization).toBeUndefined();

    saveLogin({ api_key: 'key1', api_secret: '', customer_id: 'C1' } as LoginRecord);
    await callMethod('GET', 'getCustomerDetail', { params: { customer_id: 'C1' } });
    expect(seen[1]?.headers.authorization).toBeUndefined();

    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    await callMethod('GET', 'getCustomerDetail', { params: { customer_id: 'C1' } });
    expect(seen[2]?.headers.authorization).toBe('token key1:secret1');
  });

  it('turns a call with no reply into the spec’s network failure', async () => {
    configureRuntime({ apiBase: 'http://127.0.0.1:1/api/method' });
    const result = await callMethod('GET', 'getStates');
    expect(result).toEqual({ success: false, message: 'API request failed', data: [] });
    expect(isNetworkFailure(result)).toBe(true);
    const { port } = server.address() as AddressInfo;
    configureRuntime({ apiBase: `http://127.0.0.1:${port}/api/method` });
  });

  it('sends X-Requested-With, which a cross-site simple request cannot', async () => {
    reply = jsonReply(200, { message: { status: 'success' } });
    await callMethod('GET', 'getStates');
    expect(seen[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('keeps the login attempt of a sent code and sends it back with the code', async () => {
    reply = {
      status: 200,
      type: 'application/json',
      body: '{"message":{"status":"success","expires_in_seconds":600,"login_attempt":"attempt-1","code_length":8}}',
    };
    await callMethod('GET', 'generateAndSendOtp', { params: { phone_no: '9876543210' } });
    expect(loginAttemptFor('9876543210')).toEqual({ mobile: '9876543210', attempt: 'attempt-1', codeLength: 8 });
    expect(loginAttemptFor('9123456789')).toBeNull();
    await callMethod('GET', 'verifyOtpAndLogin', { params: { phone_no: '9876543210', otp: '12345678' } });
    expect(new URL(seen[1]!.url, 'http://x').searchParams.get('login_attempt')).toBe('attempt-1');
  });

  it('forgets the login when the server refuses our token, and only then', async () => {
    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    reply = errorReply(403, 'PermissionError', 'forbidden');
    await callMethod('GET', 'getCustomerDetail', { params: { customer_id: 'C2' } });
    expect(getLogin()).not.toBeNull();
    reply = errorReply(401, 'AuthenticationError', 'unauthorized');
    await callMethod('GET', 'getCustomerDetail', { params: { customer_id: 'C1' } });
    expect(getLogin()).toBeNull();
  });
});
