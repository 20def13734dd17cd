import { randomInt } from 'node:crypto';
import type { LoginRecord } from '@site/shared/contract';
import { OTP_LENGTH } from '@site/shared/validation';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { ApiError, rateLimited } from '../../http/errors';
import { hmacSha256, randomToken, sameDigest, sha256 } from '../../lib/crypto';
import type { SmsProvider } from '../../sms';
import { findCustomerById, findCustomerIdByMobile } from '../customer/service';
import type { KnownLocks } from './known-locks';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface OtpDeps {
  db: Database;
  sms: SmsProvider;
  otp: Config['otp'];
  now: () => Date;
  locks: KnownLocks;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const notRegistered = () =>
  new ApiError(404, 'not_registered', 'No retailer is registered with this mobile number. Sign up first.');
const locked = (until: Date, now: Date) =>
  new ApiError(429, 'locked', 'Too many wrong codes. Try again later.', { retryAfterSeconds: secondsUntil(until, now) });
const expired = () => new ApiError(401, 'otp_expired', 'This code has expired or was already used. Request a new one.');

/** The code is bound to its number, so a stolen hash table cannot be replayed across numbers. */
const codeHash = (secret: string, mobile: string, code: string) => hmacSha256(secret, `${mobile}:${code}`);

async function lockedUntil(deps: OtpDeps, db: Queryable, mobile: string, now: Date): Promise<Date | null> {
  const known = deps.locks.get(mobile, now);
  if (known) return known;
  const rows = await db.query<{ locked_until: Date | null }>('select locked_until from otp_failures where mobile = $1', [mobile]);
  const until = rows[0]?.locked_until;
  if (!until || until.getTime() <= now.getTime()) return null;
  deps.locks.remember(mobile, until);
  return until;
}

/**
 * What the send limits depend on, in one row: the newest send to the number (for the interval) and,
 * per window, the send that fills it: the `limit`-th newest inside it (offset `limit` - 1), none while
 * the window has room. A new send is allowed once that one leaves the window. Asking for that row
 * reads at most `limit` index entries per window, however many sends a busy address has made.
 */
const SEND_LIMIT_TIMES = `select
  (select max(sent_at) from otp_sends where mobile = $1 and sent_at > $3) as last_to_number,
  (select sent_at from otp_sends where mobile = $1 and sent_at > $4 order by sent_at desc offset $5 limit 1) as fills_number_hour,
  (select sent_at from otp_sends where mobile = $1 and sent_at > $3 order by sent_at desc offset $6 limit 1) as fills_number_day,
  (select sent_at from otp_sends where client_address = $2 and sent_at > $4 order by sent_at desc offset $7 limit 1) as fills_address_hour,
  (select sent_at from otp_sends where client_address = $2 and sent_at > $3 order by sent_at desc offset $8 limit 1) as fills_address_day`;

interface SendLimitTimes {
  last_to_number: Date | null;
  fills_number_hour: Date | null;
  fills_number_day: Date | null;
  fills_address_hour: Date | null;
  fills_address_day: Date | null;
}

/** Per-number and per-address send limits; the first that is full decides how long to wait. */
async function assertSendAllowed(tx: Queryable, otp: Config['otp'], mobile: string, clientAddress: string, now: Date) {
  const rows = await tx.query<SendLimitTimes>(SEND_LIMIT_TIMES, [
    mobile,
    clientAddress,
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() - HOUR_MS),
    otp.sendsPerNumberPerHour - 1,
    otp.sendsPerNumberPerDay - 1,
    otp.sendsPerAddressPerHour - 1,
    otp.sendsPerAddressPerDay - 1,
  ]);
  const times = rows[0]!; // a select without `from` always returns its one row
  const after = (sentAt: Date | null, ms: number) => (sentAt ? new Date(sentAt.getTime() + ms) : null);
  const waits = [
    otp.sendIntervalSeconds > 0 ? after(times.last_to_number, otp.sendIntervalSeconds * 1000) : null,
    after(times.fills_number_hour, HOUR_MS),
    after(times.fills_number_day, DAY_MS),
    after(times.fills_address_hour, HOUR_MS),
    after(times.fills_address_day, DAY_MS),
  ].filter((until): until is Date => until !== null && until.getTime() > now.getTime());
  if (waits.length > 0) {
    const latest = new Date(Math.max(...waits.map((until) => until.getTime())));
    throw rateLimited(secondsUntil(latest, now), 'A code was sent recently. Wait before asking for another.');
  }
}

/** Creates a fresh code for a registered number (replacing any earlier one) and sends it by SMS. */
export async function sendOtp(deps: OtpDeps, mobile: string, clientAddress: string): Promise<void> {
  const { db, otp } = deps;
  const now = deps.now();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const hash = codeHash(otp.secret, mobile, code);
  await db.transaction(async (tx) => {
    // Locking the customer row serializes concurrent sends to one number, so limits cannot be raced.
    const customer = await tx.query('select id from customers where mobile = $1 for update', [mobile]);
    if (customer.length === 0) throw notRegistered();
    const until = await lockedUntil(deps, tx, mobile, now);
    if (until) throw locked(until, now);
    await assertSendAllowed(tx, otp, mobile, clientAddress, now);
    await tx.query(
      `insert into otp_codes (mobile, code_hash, expires_at, attempts, created_at) values ($1, $2, $3, 0, $4)
       on conflict (mobile) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         attempts = 0, created_at = excluded.created_at`,
      [mobile, hash, new Date(now.getTime() + otp.ttlSeconds * 1000), now],
    );
    await tx.query('insert into otp_sends (mobile, client_address, sent_at) values ($1, $2, $3)', [mobile, clientAddress, now]);
    await tx.query('delete from otp_sends where mobile = $1 and sent_at < $2', [mobile, new Date(now.getTime() - 2 * DAY_MS)]);
  });
  try {
    await deps.sms.sendOtp({ mobile, code, ttlMinutes: Math.ceil(otp.ttlSeconds / 60) });
  } catch (error) {
    // An undelivered code is withdrawn; the send still counts against the limits.
    await db.query('delete from otp_codes where mobile = $1 and code_hash = $2', [mobile, hash]);
    throw new ApiError(502, 'server_error', 'The code could not be sent. Try again shortly.', {}, { cause: error });
  }
}

/** Counts a wrong code against the number and locks it, for longer each time, once enough have piled up. */
async function recordFailure(deps: OtpDeps, mobile: string, now: Date): Promise<ApiError> {
  const { otp } = deps;
  const lockedTill = await deps.db.transaction(async (tx) => {
    await tx.query('insert into otp_failures (mobile) values ($1) on conflict (mobile) do nothing', [mobile]);
    const [row] = await tx.query<{ failures: number; lockouts: number }>(
      'select failures, lockouts from otp_failures where mobile = $1 for update',
      [mobile],
    );
    const failures = (row?.failures ?? 0) + 1;
    if (failures < otp.lockAfterFailures) {
      await tx.query('update otp_failures set failures = $2 where mobile = $1', [mobile, failures]);
      return null;
    }
    const lockouts = (row?.lockouts ?? 0) + 1;
    const lockSeconds = Math.min(otp.lockBaseSeconds * 2 ** (lockouts - 1), otp.lockMaxSeconds);
    const until = new Date(now.getTime() + lockSeconds * 1000);
    await tx.query('update otp_failures set failures = 0, lockouts = $2, locked_until = $3 where mobile = $1', [mobile, lockouts, until]);
    // After a lock-out only a fresh code can be used.
    await tx.query('delete from otp_codes where mobile = $1', [mobile]);
    return until;
  });
  if (!lockedTill) return new ApiError(401, 'invalid_otp', 'The code is not correct.');
  deps.locks.remember(mobile, lockedTill);
  return locked(lockedTill, now);
}

/** Checks a code; on success deletes it, clears the failures and issues a new secret for the customer. */
export async function verifyOtp(deps: OtpDeps, mobile: string, code: string): Promise<LoginRecord> {
  const { db, otp } = deps;
  const now = deps.now();
  const until = await lockedUntil(deps, db, mobile, now);
  if (until) throw locked(until, now);

  // Spend one attempt before comparing, atomically, so parallel guesses cannot exceed the limit.
  const [live] = await db.query<{ code_hash: string }>(
    `update otp_codes set attempts = attempts + 1
     where mobile = $1 and attempts < $2 and expires_at > $3 returning code_hash`,
    [mobile, otp.maxAttemptsPerCode, now],
  );
  if (!live) throw expired();
  if (!sameDigest(codeHash(otp.secret, mobile, code), live.code_hash)) throw await recordFailure(deps, mobile, now);

  const apiSecret = randomToken(32);
  const customerId = await db.transaction(async (tx) => {
    // Single use: of two requests racing with the right code, only one deletes it.
    const used = await tx.query('delete from otp_codes where mobile = $1 and code_hash = $2 returning mobile', [mobile, live.code_hash]);
    if (used.length === 0) throw expired();
    await tx.query('delete from otp_failures where mobile = $1', [mobile]);
    const id = await findCustomerIdByMobile(tx, mobile);
    if (!id) throw notRegistered();
    await tx.query(
      `insert into api_credentials (customer_id, api_key, secret_hash, issued_at) values ($1, $2, $3, $4)
       on conflict (customer_id) do update set secret_hash = excluded.secret_hash, issued_at = excluded.issued_at`,
      [id, randomToken(16), sha256(apiSecret), now],
    );
    return id;
  });
  const [credential] = await db.query<{ api_key: string }>('select api_key from api_credentials where customer_id = $1', [customerId]);
  const detail = await findCustomerById(db, customerId);
  if (!credential || !detail) throw notRegistered();
  return { ...detail, api_key: credential.api_key, api_secret: apiSecret };
}
