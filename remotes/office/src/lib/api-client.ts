import type { OfficeMethodName } from '@site/contract';
import { type CallOptions, type HttpMethod, request } from '@site/state/api';
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
