import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { sameDigest, sha256 } from '../lib/crypto';
import { forbidden, unauthorized } from './errors';

/** `Authorization: token <api_key>:<api_secret>` (spec §6). */
const TOKEN_HEADER = /^token ([A-Za-z0-9_-]{1,128}):([A-Za-z0-9_-]{1,128})$/;

/** The customer the request's token belongs to; 401 when the token is missing, malformed or wrong. */
export async function authenticatedCustomerId(db: Queryable, request: FastifyRequest): Promise<string> {
  const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
  if (!match) throw unauthorized();
  const [, apiKey, apiSecret] = match as unknown as [string, string, string];
  const rows = await db.query<{ customer_id: string; secret_hash: string }>(
    'select customer_id, secret_hash from api_credentials where api_key = $1',
    [apiKey],
  );
  const credential = rows[0];
  // Hash even when the key is unknown, so timing does not tell valid keys apart.
  const presented = sha256(apiSecret);
  if (!credential || !sameDigest(presented, credential.secret_hash)) throw unauthorized();
  return credential.customer_id;
}

/** A customer reads and writes only their own record. */
export function requireSameCustomer(tokenCustomerId: string, requested: unknown) {
  if (typeof requested !== 'string' || requested !== tokenCustomerId) throw forbidden();
}
