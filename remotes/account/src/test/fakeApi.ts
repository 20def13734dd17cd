import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { vi } from 'vitest';
import { type CustomerDetail, type LoginRecord, type MethodName, methodPaths } from '@site/contract';
import { saveLogin } from '@site/state';
import { apiClient } from '@site/state/api';

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** A reply that never arrives until `release` is called, to look at the page while a call is pending. */
export function heldReply(reply: FakeReply) {
  let release: () => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release: () => release() };
}

type Handler = (config: AxiosRequestConfig) => FakeReply | Promise<FakeReply> | 'network-failure';

/**
 * Answers the shared API client's requests in the test, by method name, so the real `callMethod`
 * runs (headers, multipart body, reply parsing). Returns the spy to read what was sent.
 */
export function fakeApi(handlers: Partial<Record<MethodName, Handler>>) {
  return vi.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const name = (Object.keys(methodPaths) as MethodName[]).find((candidate) => config.url?.endsWith(`/${methodPaths[candidate]}`));
    const handler = name ? handlers[name] : undefined;
    if (!handler) throw new Error(`unexpected request ${config.method} ${config.url}`);
    const reply = await handler(config);
    if (reply === 'network-failure') throw new Error('Network Error');
    return {
      data: JSON.stringify(reply.body),
      status: reply.status ?? 200,
      statusText: '',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      config,
    } as unknown as AxiosResponse;
  });
}

/** The lists the server gives the forms (§7). */
export const referenceHandlers: Partial<Record<MethodName, Handler>> = {
  getStates: () => ({ body: { message: ['Gujarat', 'Karnataka', 'Maharashtra'] } }),
  fetchCountries: () => ({ body: { message: [{ name: 'India' }, { name: 'Nepal' }] } }),
  getIndustryTypeList: () => ({ body: { message: [{ name: 'Kirana / General Store' }, { name: 'Pan Shop' }, { name: '' }] } }),
};

export const CUSTOMER: CustomerDetail = {
  status: 'success',
  customer_id: 'CUST-1',
  full_name: 'Ravi Kumar',
  mobile: '9876543210',
  shop_name: 'Ravi General Stores',
  profile: '/files/abcdefghijklmnopqrstuv.webp',
  industry: 'Kirana / General Store',
  start_time: '9:05:00',
  end_time: '20:00:00',
  from_time: '10:00:00',
  to_time: '17:30:00',
  gst_registered: false,
  customer_address: {
    address_line1: '12 Station Road',
    address_line2: 'Near the bus stand',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411001',
  },
};

export const LOGIN: LoginRecord = { ...CUSTOMER, api_key: 'key123', api_secret: 'secret456' };

export function logIn(record: LoginRecord = LOGIN): void {
  saveLogin(record);
}
