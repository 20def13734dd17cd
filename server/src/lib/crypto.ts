import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacSha256 = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** URL-safe random token of `bytes` bytes of entropy. */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');
