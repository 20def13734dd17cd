import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type LoginRecord, OTP_LENGTH, otpCodeSchema, otpMessages, otpSchema, securityTexts } from '@site/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { ApiError, rateLimited } from '../../http/errors';
import { hmacSha256, randomToken, sameDigest, sha256 } from '../../lib/crypto';
import { lockCodeCeiling, lockNumber, lockSender } from '../../lib/locks';
import type { SmsProvider } from '../../sms';
import { findCustomerById } from '../customer/service';
import { spendLookup } from '../lookups/budget';
import { asKnownTo, type Sender } from './known-device';
import { takeOverOfficeCode } from './office-code';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface OtpDeps {
  db: Database;
  sms: SmsProvider;
  otp: Config['otp'];
  lookups: Config['lookups'];
  now: () => Date;
  /** Attempts this process saw end (used, spent, retired); refused from memory, sparing the database. */
  ended?: EndedAttempts;
}

/**
 * Ids of attempts that ended, remembered (up to `capacity`, oldest forgotten first). An attempt never
 * comes back to life, so a remembered one is refused without a query: a script hammering a spent
 * attempt costs the database nothing.
 */
export class EndedAttempts {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity = 10_000) {}
  has(id: string) {
    return this.ids.has(id);
  }
  add(id: string) {
    if (this.ids.size >= this.capacity) {
      const oldest = this.ids.values().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    this.ids.add(id);
  }
}

/**
 * A code as the server takes it: 4 digits (the spec's rule and message), or the long length while the
 * number is under attack (the code form's message for that length).
 */
export const loginCodeSchema = (longCodeLength: number) =>
  z.string(otpMessages.incomplete).superRefine((code, context) => {
    const rule = code.length === longCodeLength ? otpCodeSchema(code.length) : otpSchema;
    const problem = rule.safeParse(code).error?.issues[0];
    if (problem) context.addIssue({ code: 'custom', message: problem.message });
  });

export type AttemptPurpose = 'login' | 'change_mobile' | 'delete_account';

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** The company blocked the retailer: no code is sent and no login goes through (the back office's retailers). */
export const accountBlocked = () => new ApiError(403, 'forbidden', securityTexts.accountBlocked);

const notRegistered = () => new ApiError(404, 'not_registered', securityTexts.notRegistered);
export const expired = (text: string = securityTexts.codeExpired) => new ApiError(401, 'otp_expired', text);
export const invalidCode = () => new ApiError(401, 'invalid_otp', securityTexts.codeWrong);

/** The code is bound to its attempt and number: a stolen table cannot be replayed elsewhere. */
const codeHash = (secret: string, attemptId: string, mobile: string, code: string) =>
  hmacSha256(secret, `${attemptId}:${mobile}:${code}`);

/** The UTC day a guess counts against (the budget is per number and day). */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What a stranger's send depends on, in one row, from the attempts table: per number *from this
 * client* (interval, hour, day), per client across numbers (hour, day), per number the sends nobody
 * used today (the number's SMS ceiling for strangers) and per number from this network today. Known
 * devices' sends are left out of every one: they spend budgets of their own. For each window, the
 * send that fills it (the `limit`-th newest, none while the window has room); a new send is allowed
 * once that one leaves the window.
 */
const STRANGER_LIMIT_TIMES = `select
  (select max(created_at) from otp_attempts where mobile = $1 and client_address = $2 and device_hash is null and created_at > $3) as last_pair,
  (select created_at from otp_attempts where mobile = $1 and client_address = $2 and device_hash is null and created_at > $4 order by created_at desc offset $5 limit 1) as fills_pair_hour,
  (select created_at from otp_attempts where mobile = $1 and client_address = $2 and device_hash is null and created_at > $3 order by created_at desc offset $6 limit 1) as fills_pair_day,
  (select created_at from otp_attempts where client_address = $2 and device_hash is null and created_at > $4 order by created_at desc offset $7 limit 1) as fills_address_hour,
  (select created_at from otp_attempts where client_address = $2 and device_hash is null and created_at > $3 order by created_at desc offset $8 limit 1) as fills_address_day,
  (select created_at from otp_attempts where mobile = $1 and device_hash is null and used_at is null and created_at > $3 order by created_at desc offset $9 limit 1) as fills_number_unused,
  (select created_at from otp_attempts where mobile = $1 and client_network = $10 and device_hash is null and created_at > $3 order by created_at desc offset $11 limit 1) as fills_number_network`;

/** The row of either query above (a known device's has only the first three). */
interface LimitTimes {
  last_pair: Date | null;
  fills_pair_hour: Date | null;
  fills_pair_day: Date | null;
  fills_address_hour?: Date | null;
  fills_address_day?: Date | null;
  fills_number_unused?: Date | null;
  fills_number_network?: Date | null;
}

/**
 * A known device's own budget for its number: the interval since its last send, and the hour's and
 * day's codes it asked for that nobody used (the owner's logins use theirs, so they never run out).
 */
const DEVICE_LIMIT_TIMES = `select
  (select max(created_at) from otp_attempts where mobile = $1 and device_hash = $2 and created_at > $3) as last_pair,
  (select created_at from otp_attempts where mobile = $1 and device_hash = $2 and used_at is null and created_at > $4 order by created_at desc offset $5 limit 1) as fills_pair_hour,
  (select created_at from otp_attempts where mobile = $1 and device_hash = $2 and used_at is null and created_at > $3 order by created_at desc offset $6 limit 1) as fills_pair_day`;

/** The share of the hourly code ceiling that strangers may use: the rest is kept for known devices. */
const STRANGER_SHARE_OF_CEILING = 0.8;

const after = (sentAt: Date | null | undefined, ms: number) => (sentAt ? new Date(sentAt.getTime() + ms) : null);

/**
 * The refusal of a send while the codes of the last hour (all numbers) fill the ceiling, logged at warn:
 * the ceiling bounds what an attack from many networks costs in SMS. The caller holds the ceiling's lock.
 */
export async function ceilingRefusal(
  tx: Queryable,
  otp: Config['otp'],
  sender: Sender,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<ApiError | null> {
  const allowance = sender.device ? otp.codesPerHour : Math.floor(otp.codesPerHour * STRANGER_SHARE_OF_CEILING);
  const [fills] = await tx.query<{ created_at: Date }>(
    'select created_at from otp_attempts where created_at > $1 order by created_at desc offset $2 limit 1',
    [new Date(now.getTime() - HOUR_MS), Math.max(0, allowance - 1)],
  );
  const until = allowance === 0 ? new Date(now.getTime() + HOUR_MS) : after(fills?.created_at, HOUR_MS);
  if (!until || until.getTime() <= now.getTime()) return null;
  log?.warn(
    { ceilingPerHour: otp.codesPerHour, allowance, knownDevice: sender.device !== null },
    'code send refused: the SMS codes of the last hour reached SMS_CODES_PER_HOUR',
  );
  return rateLimited(secondsUntil(until, now), securityTexts.smsCeiling);
}

/**
 * The refusal of a send that a limit stands in the way of, or null. `sender.device` is set only for a
 * device known to the number (see `asKnownTo`). The caller holds the address and number locks; the
 * ceiling's is taken here, last.
 */
export async function sendRefusal(
  tx: Queryable,
  otp: Config['otp'],
  mobile: string,
  sender: Sender,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<ApiError | null> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // A select without `from` always returns its one row.
  const times = sender.device
    ? (
        await tx.query<LimitTimes>(DEVICE_LIMIT_TIMES, [
          mobile,
          sender.device,
          dayAgo,
          hourAgo,
          otp.sendsPerNumberPerHour - 1,
          otp.sendsPerNumberPerDay - 1,
        ])
      )[0]!
    : (
        await tx.query<LimitTimes>(STRANGER_LIMIT_TIMES, [
          mobile,
          sender.key,
          dayAgo,
          hourAgo,
          otp.sendsPerNumberPerHour - 1,
          otp.sendsPerNumberPerDay - 1,
          otp.sendsPerAddressPerHour - 1,
          otp.sendsPerAddressPerDay - 1,
          otp.unusedSendsPerNumberPerDay - 1,
          sender.network,
          otp.sendsPerNumberPerNetworkPerDay - 1,
        ])
      )[0]!;
  const waits = [
    otp.sendIntervalSeconds > 0 ? after(times.last_pair, otp.sendIntervalSeconds * 1000) : null,
    after(times.fills_pair_hour, HOUR_MS),
    after(times.fills_pair_day, DAY_MS),
    after(times.fills_address_hour, HOUR_MS),
    after(times.fills_address_day, DAY_MS),
  ].filter((until): until is Date => until !== null && until.getTime() > now.getTime());
  const ceilings = [after(times.fills_number_unused, DAY_MS), after(times.fills_number_network, DAY_MS)].filter(
    (until): until is Date => until !== null && until.getTime() > now.getTime(),
  );
  if (ceilings.length > 0) {
    const latest = new Date(Math.max(...ceilings.map((until) => until.getTime())));
    return rateLimited(secondsUntil(latest, now), securityTexts.sendCeiling);
  }
  if (waits.length > 0) {
    const latest = new Date(Math.max(...waits.map((until) => until.getTime())));
    return rateLimited(secondsUntil(latest, now), securityTexts.sentRecently);
  }
  await lockCodeCeiling(tx);
  return ceilingRefusal(tx, otp, sender, now, log);
}

/** 4 digits, or the long length once the number's short-code guess budget for today is spent. */
async function codeLengthFor(tx: Queryable, otp: Config['otp'], mobile: string, now: Date): Promise<number> {
  const [budget] = await tx.query<{ short_failures: number }>(
    'select short_failures from otp_guess_budget where mobile = $1 and day = $2',
    [mobile, utcDay(now)],
  );
  return (budget?.short_failures ?? 0) >= otp.shortCodeFailuresPerDay ? otp.longCodeLength : OTP_LENGTH;
}

export interface IssuedCode {
  attemptToken: string;
  attemptId: string;
  code: string;
  codeLength: number;
}

/**
 * Stores a new attempt with a fresh code (the caller holds the locks and has checked the limits); its
 * token is random unless given (the office's codes: features/otp/office-code.ts).
 */
export async function insertAttempt(
  tx: Queryable,
  otp: Config['otp'],
  attempt: {
    purpose: AttemptPurpose;
    mobile: string;
    customerId: string | null;
    sender: Sender;
    now: Date;
    attemptToken?: string;
  },
): Promise<IssuedCode> {
  const { mobile, now } = attempt;
  const codeLength = await codeLengthFor(tx, otp, mobile, now);
  const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  const attemptToken = attempt.attemptToken ?? randomToken(24);
  const attemptId = sha256(attemptToken);
  await tx.query(
    `insert into otp_attempts (id, purpose, mobile, customer_id, client_address, client_network, device_hash, code_hash, code_length, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      attemptId,
      attempt.purpose,
      mobile,
      attempt.customerId,
      attempt.sender.key,
      attempt.sender.network,
      attempt.sender.device,
      codeHash(otp.secret, attemptId, mobile, code),
      codeLength,
      now,
      new Date(now.getTime() + otp.ttlSeconds * 1000),
    ],
  );
  await tx.query('delete from otp_attempts where mobile = $1 and created_at < $2', [
    mobile,
    new Date(now.getTime() - 2 * DAY_MS),
  ]);
  return { attemptToken, attemptId, code, codeLength };
}

/**
 * Sends the code by SMS; an undelivered code is retired (the send still counts against the limits). `log`:
 * the asking request's logger, so the provider's lines carry its request id.
 */
export async function deliver(deps: OtpDeps, mobile: string, issued: IssuedCode, log?: FastifyBaseLogger) {
  try {
    await deps.sms.sendOtp({ mobile, code: issued.code, ttlMinutes: Math.ceil(deps.otp.ttlSeconds / 60) }, log);
  } catch (error) {
    await deps.db.query('update otp_attempts set retired = true where id = $1', [issued.attemptId]);
    throw new ApiError(502, 'server_error', securityTexts.codeNotSent, {}, { cause: error });
  }
}

/**
 * A login code for a registered number, bound to a new login attempt whose token only the requester
 * gets. Every call past validation from a stranger is a look-up of the number (registered or not); a
 * device known to the number learns nothing from it and spends none. Refusals that must keep what
 * they spent are returned from the transaction and thrown after its commit. The code staff sent at
 * registration, while it waits, is taken over instead of a new one (./office-code.ts).
 */
export async function sendOtp(
  deps: OtpDeps,
  mobile: string,
  asking: Sender,
  log?: FastifyBaseLogger,
): Promise<Pick<IssuedCode, 'attemptToken' | 'codeLength'>> {
  const { db, otp } = deps;
  const now = deps.now();
  const outcome = await db.transaction(async (tx) => {
    const sender = await asKnownTo(tx, asking, mobile, now, otp.knownDeviceDays);
    await lockSender(tx, sender);
    if (!sender.device) await spendLookup(tx, deps.lookups, { sender, mobile, kind: 'otp', perNumber: false, now });
    const customer = await tx.query<{ id: string; blocked: boolean }>(
      'select id, blocked_at is not null as blocked from customers where mobile = $1',
      [mobile],
    );
    if (customer.length === 0) return notRegistered();
    if (customer[0]!.blocked) return accountBlocked();
    await lockNumber(tx, mobile);
    const officeCode = await takeOverOfficeCode(tx, otp, mobile, sender, now);
    if (officeCode) return { ...officeCode, sent: false };
    const refusal = await sendRefusal(tx, otp, mobile, sender, now, log);
    if (refusal) return refusal;
    return insertAttempt(tx, otp, { purpose: 'login', mobile, customerId: customer[0]!.id, sender, now });
  });
  if (outcome instanceof ApiError) throw outcome;
  if (!('sent' in outcome)) await deliver(deps, mobile, outcome, log);
  return outcome;
}

export interface CheckedAttempt {
  attemptId: string;
  mobile: string;
  customerId: string | null;
}

/**
 * Checks `code` against the attempt `attemptToken` names (of this purpose and number): one of its
 * guesses is spent first, then one of the number's guess budget for today, both atomically, so
 * parallel guesses cannot exceed either; only then is the code compared. A short code whose
 * number's budget is spent is retired: the next code sent is long. On success the attempt is used
 * (once: of two racing right guesses only one wins) and the budget slot refunded.
 */
export async function checkCode(
  deps: Pick<OtpDeps, 'db' | 'otp' | 'ended'>,
  check: {
    purpose: AttemptPurpose;
    mobile: string | null;
    customerId: string | null;
    attemptToken: string | null;
    code: string;
    now: Date;
  },
  codeError: (length: number) => ApiError,
): Promise<CheckedAttempt> {
  const { db, otp } = deps;
  const { now, code } = check;
  const attemptId = check.attemptToken ? sha256(check.attemptToken) : null;
  if (attemptId && deps.ended?.has(attemptId)) throw expired();
  // A change of number has one live attempt per customer, named by the token's owner instead.
  const [live] = await db.query<{ id: string; mobile: string; code_length: number; customer_id: string | null }>(
    `select id, mobile, code_length, customer_id from otp_attempts
     where purpose = $1 and ($2::text is null or id = $2) and ($3::text is null or mobile = $3) and ($4::text is null or customer_id = $4)
       and used_at is null and not retired and expires_at > $5 and attempts < $6
     order by created_at desc limit 1`,
    [check.purpose, attemptId, check.mobile, check.customerId, now, otp.maxAttemptsPerCode],
  );
  if (!live) throw expired();
  if (code.length !== live.code_length) throw codeError(live.code_length);
  const [spent] = await db.query<{ code_hash: string; attempts: number }>(
    'update otp_attempts set attempts = attempts + 1 where id = $1 and attempts < $2 and used_at is null and not retired returning code_hash, attempts',
    [live.id, otp.maxAttemptsPerCode],
  );
  if (!spent) {
    deps.ended?.add(live.id);
    throw expired();
  }
  const short = live.code_length === OTP_LENGTH;
  const day = utcDay(now);
  const [budget] = short
    ? await db.query<{ n: number }>(
        `insert into otp_guess_budget (mobile, day, short_failures) values ($1, $2, 1)
         on conflict (mobile, day) do update set short_failures = otp_guess_budget.short_failures + 1
           where otp_guess_budget.short_failures < $3
         returning short_failures as n`,
        [live.mobile, day, otp.shortCodeFailuresPerDay],
      )
    : await db.query<{ n: number }>(
        `insert into otp_guess_budget (mobile, day, long_failures) values ($1, $2, 1)
         on conflict (mobile, day) do update set long_failures = otp_guess_budget.long_failures + 1
         returning long_failures as n`,
        [live.mobile, day],
      );
  if (!budget || (short && otp.shortCodeFailuresPerDay === 0)) {
    await db.query('update otp_attempts set retired = true where id = $1', [live.id]);
    deps.ended?.add(live.id);
    throw expired(securityTexts.codeRetired);
  }
  if (!sameDigest(codeHash(otp.secret, live.id, live.mobile, code), spent.code_hash)) {
    // Its last guess gone, the attempt is over (a number change then no longer shows as pending).
    if (spent.attempts >= otp.maxAttemptsPerCode) {
      await db.query('update otp_attempts set retired = true where id = $1', [live.id]);
      deps.ended?.add(live.id);
    }
    throw invalidCode();
  }
  const used = await db.query('update otp_attempts set used_at = $2 where id = $1 and used_at is null returning id', [
    live.id,
    now,
  ]);
  deps.ended?.add(live.id);
  if (used.length === 0) throw expired();
  await db.query(
    `update otp_guess_budget set ${short ? 'short_failures = short_failures - 1' : 'long_failures = long_failures - 1'}
     where mobile = $1 and day = $2`,
    [live.mobile, day],
  );
  return { attemptId: live.id, mobile: live.mobile, customerId: live.customer_id };
}

/** A new token for the customer (replacing any earlier one); only its secret's hash is kept. */
export async function issueToken(
  tx: Queryable,
  customerId: string,
  now: Date,
): Promise<Pick<LoginRecord, 'api_key' | 'api_secret'>> {
  const apiKey = randomToken(16);
  const apiSecret = randomToken(32);
  await tx.query(
    `insert into api_credentials (customer_id, api_key, secret_hash, issued_at, last_used_at) values ($1, $2, $3, $4, $4)
     on conflict (customer_id) do update set api_key = excluded.api_key, secret_hash = excluded.secret_hash,
       issued_at = excluded.issued_at, last_used_at = excluded.last_used_at`,
    [customerId, apiKey, sha256(apiSecret), now],
  );
  return { api_key: apiKey, api_secret: apiSecret };
}

/** Checks a login code of the attempt presented; on success issues a new token for the customer. */
export async function verifyOtp(
  deps: OtpDeps,
  mobile: string,
  code: string,
  attemptToken: string,
  codeError: (length: number) => ApiError,
): Promise<Omit<LoginRecord, 'status'>> {
  const now = deps.now();
  await checkCode(deps, { purpose: 'login', mobile, customerId: null, attemptToken, code, now }, codeError);
  const customer = await deps.db.query<{ id: string }>('select id from customers where mobile = $1', [mobile]);
  const customerId = customer[0]?.id;
  if (!customerId) throw notRegistered();
  const token = await deps.db.transaction(async (tx) => {
    // Shared with nothing but a block (which updates the row): a block either waits for this token, then
    // ends it, or is seen here first.
    const [state] = await tx.query<{ blocked: boolean }>(
      'select blocked_at is not null as blocked from customers where id = $1 for share',
      [customerId],
    );
    return state?.blocked ? null : issueToken(tx, customerId, now);
  });
  if (!token) throw accountBlocked();
  const detail = await findCustomerById(deps.db, customerId);
  if (!detail) throw notRegistered();
  return { ...detail, ...token };
}
