import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import {
  apiErrorBodySchema,
  type MethodName,
  methodPaths,
  type OfficeMethodName,
  officeMethodPaths,
  orderingMethodPaths,
  type OrderingMethodName,
  privacyMethodPaths,
  type PrivacyMethodName,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SUCCESS_STATUS,
} from '@site/contract';
import {
  ApiError,
  authorizationHeader,
  endSession,
  getRuntimeConfig,
  MalformedReplyError,
  NetworkError,
} from '@site/state';
// The page's one login and configuration: through the shared singleton, never a copy bundled here.

/**
 * The one API client's transport (docs/product.md#api-client): every HTTP reply resolves with its body, so
 * that `request` reads a refusal's body itself and rejects with the contract's reason.
 */
export const apiClient = axios.create({
  // X-Requested-With: a header no cross-site "simple" request can carry; the API refuses calls that
  // send an SMS or change state without it (or a JSON body, or a non-simple method). Accept-Language: the
  // API's messages follow it (docs/decisions/0030), so each call names the page's language (its URL's,
  // in the runtime configuration), never the browser's own.
  headers: {
    'Content-Type': 'application/json',
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  },
  validateStatus: () => true,
  // Parse by content type ourselves: JSON when the reply says so, otherwise text.
  responseType: 'text',
  transformResponse: [(data) => data],
  timeout: 20_000,
});

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** Every method the browser calls: the spec's list, ordering's, the privacy rights' and the back office's. */
export const apiMethodPaths: Record<MethodName | OrderingMethodName | PrivacyMethodName | OfficeMethodName, string> = {
  ...methodPaths,
  ...orderingMethodPaths,
  ...privacyMethodPaths,
  ...officeMethodPaths,
};
export type ApiMethodName = keyof typeof apiMethodPaths;

export interface CallOptions {
  params?: Record<string, string | number | undefined>;
  /** JSON body for methods other than GET and HEAD. */
  body?: unknown;
  /** Multipart body; the browser sets its boundary content type. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Send the HttpOnly known-device cookie (docs/decisions/0010): only the contract's `KNOWN_DEVICE_CALLS`
   * pass it; no other call sends cookies but the back office's, which always do (their staff session).
   */
  credentials?: boolean;
  /**
   * Who calls: the retailer signed in on this browser (their token; the default), or a member of staff, whose
   * session is an HttpOnly cookie (credentials) and who never sends a retailer's token: a staff page in a
   * browser where a retailer is logged in acts as the staff member only.
   */
  caller?: 'retailer' | 'staff';
}

function parseBody(data: unknown, contentType: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (String(contentType ?? '').includes('json')) {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

/** One HTTP exchange: the status and the parsed body, or `null` when no reply arrived at all. */
async function send(
  method: HttpMethod,
  name: ApiMethodName,
  options: CallOptions,
): Promise<{ status: number; body: unknown } | null> {
  const headers: Record<string, string> = { 'Accept-Language': getRuntimeConfig().language, ...options.headers };
  const staffCall = options.caller === 'staff';
  const authorization = staffCall ? null : authorizationHeader();
  if (authorization) headers.Authorization = authorization;

  const config: AxiosRequestConfig = {
    method,
    url: `${getRuntimeConfig().apiBase}/${apiMethodPaths[name]}`,
    params: options.params,
    headers,
    signal: options.signal,
    withCredentials: staffCall || options.credentials === true,
  };
  if (method !== 'GET' && method !== 'HEAD') {
    if (options.formData) {
      config.data = options.formData;
      // Not the client's JSON default, which would turn the form into JSON: axios then sends the form as it
      // is, and the browser writes the type with its boundary.
      headers['Content-Type'] = 'multipart/form-data';
    } else if (options.body !== undefined) {
      config.data = JSON.stringify(options.body);
    }
  }

  let reply: { status: number; body: unknown };
  try {
    const response = await apiClient.request<string>(config);
    reply = { status: response.status, body: parseBody(response.data, response.headers['content-type']) };
  } catch {
    return null;
  }
  // Our token was refused: it has ended on the server, so it ends here too.
  if (
    reply.status === 401 &&
    authorization &&
    apiErrorBodySchema.safeParse(reply.body).data?.message.reason === 'unauthorized'
  ) {
    endSession();
  }
  return reply;
}

/**
 * Calls one method and resolves with its reply's `message`, parsed by `reply`, the contract's schema of
 * it (docs/product.md#api-client: a success carries `status: 'success'`, which the schemas require).
 * Rejects with `ApiError` when the server answered without success, `NetworkError` when no reply came,
 * `MalformedReplyError` for a reply off the contract.
 */
export async function request<S extends z.ZodType>(
  reply: S,
  method: HttpMethod,
  name: ApiMethodName,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const answer = await send(method, name, options);
  if (!answer) throw new NetworkError();
  const { status, body } = answer;
  if (status < 200 || status > 299) {
    const refusal = apiErrorBodySchema.safeParse(body);
    if (!refusal.success) throw new MalformedReplyError(apiMethodPaths[name], status, refusal.error.issues);
    throw new ApiError(status, refusal.data.message, body);
  }
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  const messageStatus =
    typeof message === 'object' && message !== null && 'status' in message ? message.status : undefined;
  if (typeof messageStatus === 'string' && messageStatus !== SUCCESS_STATUS) {
    throw new ApiError(status, { text: `${apiMethodPaths[name]} answered ${messageStatus}` }, body);
  }
  const parsed = reply.safeParse(message);
  if (!parsed.success) throw new MalformedReplyError(apiMethodPaths[name], status, parsed.error.issues);
  return parsed.data;
}
