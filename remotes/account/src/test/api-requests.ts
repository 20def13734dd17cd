import type { AxiosRequestConfig } from 'axios';
import type { fakeApi } from '@site/testing';

type ApiSpy = ReturnType<typeof fakeApi>;

/** The requests sent to the method whose path ends with `path`, oldest first. */
export const requestsTo = (api: ApiSpy, path: string) =>
  api.mock.calls.map(([config]) => config as AxiosRequestConfig).filter((config) => config.url?.endsWith(path));

/** The JSON bodies of those requests. */
export const bodiesTo = (api: ApiSpy, path: string) =>
  requestsTo(api, path).map((config) => JSON.parse(String(config.data)) as unknown);
