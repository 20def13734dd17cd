// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearLogin, getLogin, saveLogin } from '../auth/store';
import type { LoginRecord } from '@site/contract';
import { configureRuntime, getRuntimeConfig } from '../runtime-config';
import {
  customerDetailSchema,
  inquiryAcceptedSchema,
  otpSentMessageSchema,
  staffSessionReplySchema,
  stateListSchema,
} from '@site/contract';
import { request } from './client';
import { ApiCallError, ApiError, MalformedReplyError, NetworkError } from '../api-errors';

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

describe('request (docs/product.md#api-client)', () => {
  it('GETs the method path under the API base with query parameters and JSON content type, no body', async () => {
    reply = jsonReply(200, {
      message: { status: 'success', expires_in_seconds: 600, login_attempt: 'a', code_length: 4 },
    });
    await request(otpSentMessageSchema, 'GET', 'generateAndSendOtp', { params: { phone_no: '9876543210' } });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/method/retailer_app.api.login.generate_and_send_otp?phone_no=9876543210');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    // The page's language, not the browser's: the API's messages follow it.
    expect(seen[0]?.headers['accept-language']).toBe('en');
    expect(seen[0]?.body).toBe('');
  });

  it("names the page's language in Accept-Language once the host sets it", async () => {
    reply = jsonReply(200, {
      message: { status: 'success', expires_in_seconds: 600, login_attempt: 'a', code_length: 4 },
    });
    const { apiBase } = getRuntimeConfig();
    configureRuntime({ apiBase, language: 'gu' });
    try {
      await request(otpSentMessageSchema, 'GET', 'generateAndSendOtp', { params: { phone_no: '9876543210' } });
    } finally {
      configureRuntime({ apiBase, language: 'en' });
    }
    expect(seen[0]?.headers['accept-language']).toBe('gu');
  });

  it('sends a JSON body for POST', async () => {
    reply = {
      status: 200,
      type: 'application/json; charset=utf-8',
      body: '{"message":{"status":"success","name":"I"}}',
    };
    await request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { body: { inquiry_type: 'contact' } });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ inquiry_type: 'contact' });
  });

  it('sends a form as multipart/form-data with its boundary, not as JSON', async () => {
    reply = jsonReply(200, { message: { status: 'success', name: 'I' } });
    const formData = new FormData();
    formData.append('note', 'hello');
    await request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { formData });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect(seen[0]?.body).toContain('name="note"');
    expect(seen[0]?.body).toContain('hello');
  });

  it('adds the token header only when the stored login has both key and secret (docs/product.md#authorization-header)', async () => {
    reply = jsonReply(403, {
      exc_type: 'PermissionError',
      message: { status: 'error', reason: 'forbidden', text: 'x' },
    });
    const ask = () =>
      request(customerDetailSchema, 'GET', 'getCustomerDetail', { params: { customer_id: 'C1' } }).catch(() => null);
    await ask();
    expect(seen[0]?.headers.authorization).toBeUndefined();

    saveLogin({ api_key: 'key1', api_secret: '', customer_id: 'C1' } as LoginRecord);
    await ask();
    expect(seen[1]?.headers.authorization).toBeUndefined();

    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    await ask();
    expect(seen[2]?.headers.authorization).toBe('token key1:secret1');
    expect(getLogin()).not.toBeNull();
  });

  it('resolves with the message its schema parsed', async () => {
    reply = jsonReply(201, { message: { status: 'success', name: 'INQ-1', extra: 'dropped' } });
    await expect(request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { body: {} })).resolves.toEqual({
      status: 'success',
      name: 'INQ-1',
    });
    reply = jsonReply(200, { message: ['Goa', 'Kerala'] });
    await expect(request(stateListSchema, 'GET', 'getStates')).resolves.toEqual(['Goa', 'Kerala']);
  });

  it('rejects a refusal with an ApiError carrying the contract’s reason, text, field errors and wait', async () => {
    reply = jsonReply(417, {
      exc_type: 'ValidationError',
      message: { status: 'error', reason: 'validation', text: 'Invalid', errors: { phone: 'Enter a valid phone' } },
    });
    const refusal = await request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 417, reason: 'validation', text: 'Invalid' });
    expect((refusal as ApiError).errors).toEqual({ phone: 'Enter a valid phone' });

    reply = jsonReply(429, {
      exc_type: 'TooManyRequests',
      message: { status: 'error', reason: 'rate_limited', text: 'Wait', retry_after_seconds: 30 },
    });
    await expect(request(stateListSchema, 'GET', 'getStates')).rejects.toMatchObject({
      reason: 'rate_limited',
      retryAfterSeconds: 30,
      errors: {},
    });
  });

  it('rejects a reply off the contract, success or refusal, with a MalformedReplyError', async () => {
    reply = jsonReply(200, { message: { status: 'success' } });
    await expect(request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { body: {} })).rejects.toBeInstanceOf(
      MalformedReplyError,
    );
    reply = jsonReply(200, { message: { status: 'success', name: 42 } });
    await expect(request(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', { body: {} })).rejects.toBeInstanceOf(
      MalformedReplyError,
    );
    reply = { status: 200, type: 'text/plain', body: 'pong' };
    await expect(request(stateListSchema, 'GET', 'getStates')).rejects.toBeInstanceOf(MalformedReplyError);
    reply = { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' };
    await expect(request(stateListSchema, 'GET', 'getStates')).rejects.toMatchObject({
      name: 'MalformedReplyError',
      status: 502,
    });
  });

  it('rejects a 2xx whose message is not a success, the spec’s one check, as an ApiError without a reason', async () => {
    reply = jsonReply(200, { message: { status: 'failed' } });
    const refusal = await request(stateListSchema, 'GET', 'getStates').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 200, reason: undefined, errors: {} });
  });

  it('rejects a call with no reply with a NetworkError carrying the spec’s text', async () => {
    configureRuntime({ apiBase: 'http://127.0.0.1:1/api/method' });
    const failure = await request(stateListSchema, 'GET', 'getStates').catch((error: unknown) => error);
    const { port } = server.address() as AddressInfo;
    configureRuntime({ apiBase: `http://127.0.0.1:${port}/api/method` });
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as NetworkError).message).toBe('API request failed');
  });

  it('sends cookies only when the caller asks', async () => {
    // Node's http client has no cookie jar, so what is observable is axios' flag on the request it sends.
    reply = jsonReply(200, { message: ['Goa'] });
    const seenConfigs: boolean[] = [];
    const { apiClient } = await import('./client');
    apiClient.interceptors.request.use((config) => {
      seenConfigs.push(config.withCredentials === true);
      return config;
    });
    await request(stateListSchema, 'GET', 'getStates');
    await request(stateListSchema, 'GET', 'getStates', { credentials: true });
    apiClient.interceptors.request.clear();
    expect(seenConfigs).toEqual([false, true]);
  });

  it('sends a staff call with the staff session cookie and without the retailer’s token', async () => {
    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    const withCredentials: boolean[] = [];
    const { apiClient } = await import('./client');
    apiClient.interceptors.request.use((config) => {
      withCredentials.push(config.withCredentials === true);
      return config;
    });
    reply = jsonReply(200, { message: { status: 'success', staff: { id: 's1', email: 'a@b.in', role: 'sales' } } });
    await request(staffSessionReplySchema, 'GET', 'me', { caller: 'staff' });
    apiClient.interceptors.request.clear();
    expect(withCredentials).toEqual([true]);
    expect(seen[0]?.url).toBe('/api/method/retailer_app.api.office.me');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps the retailer’s login when a staff call is refused for want of a staff session', async () => {
    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    reply = errorReply(401, 'AuthenticationError', 'unauthorized');
    await expect(request(staffSessionReplySchema, 'GET', 'me', { caller: 'staff' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getLogin()).not.toBeNull();
  });

  it('ends the session when the server refuses our token, and rejects', async () => {
    saveLogin({ api_key: 'key1', api_secret: 'secret1', customer_id: 'C1' } as LoginRecord);
    reply = errorReply(401, 'AuthenticationError', 'unauthorized');
    await expect(request(stateListSchema, 'GET', 'getStates')).rejects.toMatchObject({
      status: 401,
      reason: 'unauthorized',
    });
    expect(getLogin()).toBeNull();
  });
});
