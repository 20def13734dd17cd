import { securityTexts } from '@site/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { sameDigest, sha256 } from '../lib/crypto';
import { idleExpiry } from '../lib/idle-expiry';
import { forbidden, unauthorized } from './errors';

/** `Authorization: token <api_key>:<api_secret>` (docs/product.md#authorization-header). */
const TOKEN_HEADER = /^token ([A-Za-z0-9_-]{1,128}):([A-Za-z0-9_-]{1,128})$/;

export interface AuthContext {
  db: Queryable;
  session: Config['session'];
  now: () => Date;
}

/**
 * The customer the request's token belongs to; 401 when the token is missing, malformed, wrong,
 * revoked (logged out, replaced by a newer login, or its number changed), idle longer than
 * `session.idleSeconds` or older than `session.maxSeconds`.
 */
export async function authenticatedCustomerId(auth: AuthContext, request: FastifyRequest): Promise<string> {
  const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
  if (!match) throw unauthorized();
  const [, apiKey, apiSecret] = match as unknown as [string, string, string];
  const rows = await auth.db.query<{ customer_id: string; secret_hash: string; issued_at: Date; last_used_at: Date }>(
    'select customer_id, secret_hash, issued_at, last_used_at from api_credentials where api_key = $1',
    [apiKey],
  );
  const credential = rows[0];
  // Hash even when the key is unknown, so timing does not tell valid keys apart.
  const presented = sha256(apiSecret);
  if (!credential || !sameDigest(presented, credential.secret_hash)) throw unauthorized();
  const now = auth.now().getTime();
  const idle = idleExpiry(auth.session.idleSeconds);
  const old = now - credential.issued_at.getTime() > auth.session.maxSeconds * 1000;
  if (idle.expired(credential.last_used_at, now) || old) {
    await auth.db.query('delete from api_credentials where api_key = $1', [apiKey]);
    throw unauthorized(securityTexts.sessionExpired);
  }
  if (idle.dueForRecord(credential.last_used_at, now)) {
    await auth.db.query('update api_credentials set last_used_at = $2 where api_key = $1', [apiKey, new Date(now)]);
  }
  return credential.customer_id;
}

const signedInCustomers = new WeakMap<FastifyRequest, string>();

/**
 * `preValidation` hook of the routes that need a token: the token is checked before Fastify
 * validates the request, so a bad token is a 401 whatever the request carries (decision 0004).
 */
export const requireToken = (auth: AuthContext) => async (request: FastifyRequest) => {
  signedInCustomers.set(request, await authenticatedCustomerId(auth, request));
};

/** The customer `requireToken` found for this request. */
export function signedInCustomer(request: FastifyRequest): string {
  const customerId = signedInCustomers.get(request);
  if (customerId === undefined) throw new Error(`${request.routeOptions.url} has no requireToken hook`);
  return customerId;
}

/** Ends the request's token on the server (logout); 401 when it is not a live token. */
export async function revokeToken(auth: AuthContext, request: FastifyRequest): Promise<void> {
  const customerId = await authenticatedCustomerId(auth, request);
  await auth.db.query('delete from api_credentials where customer_id = $1', [customerId]);
}

/** A customer reads and writes only their own record. */
export function requireSameCustomer(tokenCustomerId: string, requested: unknown) {
  if (typeof requested !== 'string' || requested !== tokenCustomerId) throw forbidden();
}
