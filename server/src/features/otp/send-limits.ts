import { securityTexts } from '@site/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { type ApiError, rateLimited } from '../../http/errors';
import { lockCodeCeiling } from '../../lib/locks';
import type { Sender } from './known-device';

/**
 * The limits on sending a code (docs/decisions/0010): per number and client, per client, per network, the
 * number's unused codes, and the hourly ceiling of every code sent. Whether a send may go, and if not, how
 * long until it may.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

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
