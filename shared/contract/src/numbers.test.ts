import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressNameSchema,
  confirmMobileChangeBodySchema,
  createAddressSchema,
  customerDetailQuerySchema,
  DB_INT_MAX,
  deleteAccountBodySchema,
  mergeGuestCartSchema,
  orderNameSchema,
  placeOrderSchema,
  productQueryArgsSchema,
  profileUpdateSchema,
  sendOtpQuerySchema,
  setLocationConsentBodySchema,
  signUpFormSchema,
  updateAddressSchema,
  updateCartAddressSchema,
  updateCartSchema,
  verifyOtpQuerySchema,
  websiteInquiryPayloadSchema,
} from './index';

/** Every request the API reads: bodies and JSON query values. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  productQueryArgsSchema,
  updateCartSchema,
  mergeGuestCartSchema,
  updateCartAddressSchema,
  placeOrderSchema,
  orderNameSchema,
  createAddressSchema,
  updateAddressSchema,
  addressNameSchema,
  setLocationConsentBodySchema,
  deleteAccountBodySchema,
  signUpFormSchema,
  websiteInquiryPayloadSchema,
  profileUpdateSchema,
  confirmMobileChangeBodySchema,
  customerDetailQuerySchema,
  sendOtpQuerySchema,
  verifyOtpQuerySchema,
};

interface Node {
  _zod: { def: Record<string, unknown> & { type: string } };
  /** A number schema's bounds (zod's ZodNumber), null when it has none. */
  minValue?: number | null;
  maxValue?: number | null;
}

/** Each number a schema takes, with the bounds zod enforces on it, by path. */
function numbers(schema: Node, at: string, found: { at: string; min: number | null; max: number | null }[]) {
  const { def } = schema._zod;
  const child = (next: unknown, path: string) => numbers(next as Node, path, found);
  if (def.type === 'number') found.push({ at, min: schema.minValue ?? null, max: schema.maxValue ?? null });
  if (def.type === 'object')
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) child(value, `${at}.${key}`);
  if (def.type === 'array') child(def.element, `${at}[]`);
  if (['optional', 'nullable', 'default', 'readonly', 'catch', 'prefault', 'nonoptional'].includes(def.type))
    child(def.innerType, at);
  if (def.type === 'pipe') {
    child(def.in, at);
    child(def.out, at);
  }
  if (def.type === 'union') (def.options as unknown[]).forEach((option) => child(option, at));
  if (def.type === 'record') child(def.valueType, `${at}{}`);
  return found;
}

describe('numbers a request may send', () => {
  it('are bounded within what an integer column holds, in every request schema', () => {
    const all = Object.entries(REQUEST_SCHEMAS).flatMap(([name, schema]) =>
      numbers(schema as unknown as Node, name, []),
    );
    console.log(`request numbers: ${all.map((number) => `${number.at} ${number.min}..${number.max}`).join(', ')}`);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const number of all) {
      expect(number.min ?? -Infinity, number.at).toBeGreaterThanOrEqual(-DB_INT_MAX - 1);
      expect(number.max ?? Infinity, number.at).toBeLessThanOrEqual(DB_INT_MAX);
    }
  });

  it('refuses a pack size past an integer column, which PostgreSQL would refuse with an error', () => {
    const pack = (value: number) => productQueryArgsSchema.safeParse({ attribute_filters: { pack_size: [value] } });
    expect(pack(DB_INT_MAX).success).toBe(true);
    expect(pack(DB_INT_MAX + 1).success).toBe(false);
    expect(productQueryArgsSchema.safeParse({ attribute_filters: { weight_grams: [2 ** 53] } }).success).toBe(false);
  });
});
