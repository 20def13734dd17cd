import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CustomerDetail,
  DEFAULT_LANGUAGE,
  type Language,
  type LoginRecord,
  OTP_LENGTH,
  otpCodeSchema,
  otpMessages,
  otpSchema,
  securityTexts,
} from '@site/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import { hmacSha256, randomToken, sameDigest, sha256 } from '../../lib/crypto';
import { lockNumber, lockSender } from '../../lib/locks';
import type { SmsProvider } from '../../sms';
import { spendLookup } from '../lookups/budget';
import { asKnownTo, type Sender } from './known-device';
import { takeOverOfficeCode } from './office-code';
import { sendRefusal } from './send-limits';

const DAY_MS = 86_400_000;

export interface OtpDeps {
  db: Database;
  sms: SmsProvider;
  otp: Config['otp'];
  lookups: Config['lookups'];
  now: () => Date;
  customers: OtpCustomers;
  /** Attempts this process saw end (used, spent, retired); refused from memory, sparing the database. */
  ended?: EndedAttempts;
}

/**
 * What codes ask of the retailers' records, given by src/app.ts so that otp never imports the customer feature,
 * which builds on it: the language a code's SMS is in, and the record a login answers with (null when the
 * customer is gone).
 */
export interface OtpCustomers {
  languageOf(db: Queryable, customerId: string): Promise<Language | null>;
  recordOf(db: Queryable, customerId: string): Promise<Omit<CustomerDetail, 'status'> | null>;
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

/** 4 digits, or the long length once the number's short-code guess budget for today is spent. */
async function codeLengthFor(tx: Queryable, otp: Config['otp'], mobile: string, now: Date): Promise<number> {
  const [budget] = await tx.query<{ short_failures: number }>(
    'select short_failures from otp_guess_budget where mobile = $1 and day = $2',
    [mobile, utcDay(now)],
  );
  return (budget?.short_failures ?? 0) >= otp.shortCodeFailuresPerDay ? otp.longCodeLength : OTP_LENGTH;
}

export interface IssuedCode {
  /** The retailer the code is for, whose language its SMS is in. */
  customerId: string | null;
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
  return { customerId: attempt.customerId, attemptToken, attemptId, code, codeLength };
}

/**
 * Sends the code by SMS, in the retailer's language (every code goes to a registered retailer: a sign-up
 * stores the language its request chose, so even the first code is in it); an undelivered code is retired
 * (the send still counts against the limits). `log`: the asking request's logger, so the provider's lines
 * carry its request id.
 */
export async function deliver(deps: OtpDeps, mobile: string, issued: IssuedCode, log?: FastifyBaseLogger) {
  const language =
    (issued.customerId && (await deps.customers.languageOf(deps.db, issued.customerId))) || DEFAULT_LANGUAGE;
  const ttlMinutes = Math.ceil(deps.otp.ttlSeconds / 60);
  try {
    await deps.sms.sendOtp({ mobile, code: issued.code, ttlMinutes, language }, log);
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
  const detail = await deps.customers.recordOf(deps.db, customerId);
  if (!detail) throw notRegistered();
  return { ...detail, ...token };
}
