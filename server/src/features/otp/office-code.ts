import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { hmacSha256, sha256 } from '../../lib/crypto';
import type { Sender } from './known-device';
import type { IssuedCode } from './service';

/**
 * The login code staff send when they register a retailer (features/office/operations/retailer-registration.ts).
 * A code is bound to the attempt that asked for it (docs/decisions/0010), and no browser asked for this
 * one: it waits, marked as the office's, until the first code request for the number from the login page,
 * which takes it over instead of texting another. The retailer then logs in with the code they got, as usual.
 * Whoever asks first takes it over and may guess it, but only within the number's daily guess budget, as
 * with any code they ask for; if a stranger took it, the retailer's own request texts them a new one.
 */

/** The office's codes' client: counted apart from every browser's. */
export const OFFICE_SENDER: Sender = { key: 'office', network: 'office', device: null };

/**
 * The attempt token of the office's code, made again from the server's secret when the login page takes
 * it over (only its hash is stored): 24 bytes, as `randomToken(24)` makes a browser's.
 */
export const officeAttemptToken = (secret: string, customerId: string, createdAt: Date) =>
  Buffer.from(hmacSha256(secret, `office-code:${customerId}:${createdAt.getTime()}`), 'hex')
    .subarray(0, 24)
    .toString('base64url');

/**
 * The office's code for `mobile`, still live and unguessed, handed to the login page's `sender`: its
 * token, and the attempt now counted as that sender's send. Null when there is none (a new code is sent).
 * The caller holds the sender's and the number's locks.
 */
export async function takeOverOfficeCode(
  tx: Queryable,
  otp: Config['otp'],
  mobile: string,
  sender: Sender,
  now: Date,
): Promise<Pick<IssuedCode, 'attemptToken' | 'codeLength'> | null> {
  const [waiting] = await tx.query<{ id: string; customer_id: string; created_at: Date; code_length: number }>(
    `select id, customer_id, created_at, code_length from otp_attempts
     where mobile = $1 and purpose = 'login' and client_address = $2 and attempts = 0
       and used_at is null and not retired and expires_at > $3
     order by created_at desc limit 1`,
    [mobile, OFFICE_SENDER.key, now],
  );
  if (!waiting) return null;
  const attemptToken = officeAttemptToken(otp.secret, waiting.customer_id, waiting.created_at);
  // A changed secret leaves the code unusable: the login page sends a new one.
  if (sha256(attemptToken) !== waiting.id) return null;
  await tx.query('update otp_attempts set client_address = $2, client_network = $3, device_hash = $4 where id = $1', [
    waiting.id,
    sender.key,
    sender.network,
    sender.device,
  ]);
  return { attemptToken, codeLength: waiting.code_length };
}
