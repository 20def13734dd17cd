import type { OfficeMethodName } from '@site/contract';
import { getRuntimeConfig } from '@site/state';
import { apiMethodPaths, type CallOptions, type HttpMethod, request } from '@site/state/api';
import type { z } from 'zod';

/**
 * Every office call is made as a member of staff: with the staff session's HttpOnly cookie, never with the token
 * of a retailer who may be logged in on the same browser.
 */
export function officeRequest<S extends z.ZodType>(
  reply: S,
  method: HttpMethod,
  name: OfficeMethodName,
  options: Omit<CallOptions, 'caller' | 'credentials'> = {},
): Promise<z.output<S>> {
  return request(reply, method, name, { ...options, caller: 'staff' });
}

/**
 * The address of a file the API sends as an attachment (a CSV, a PDF), for a plain link: a top-level GET of the
 * API's own site carries the staff session cookie, and the browser downloads the reply itself.
 */
export function officeDownloadUrl(name: OfficeMethodName, params: Record<string, string>): string {
  const search = new URLSearchParams(params);
  return `${getRuntimeConfig().apiBase}/${apiMethodPaths[name]}${search.size > 0 ? `?${search}` : ''}`;
}
