import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept, and how often the purge runs. */
export type Retention = Config['retention'] & {
  /** A browser known to a number (its cookie's hash) that has not logged in for this long is forgotten. */
  knownDeviceDays: number;
};

/**
 * What is kept only for a while (README "Retention"): login codes and the rows the request limits count
 * (code attempts, guess budgets, number look-ups) after `codeDays`, inquiries after `inquiryDays`, known
 * devices after `knownDeviceDays` without a login. Every limit looks back a day at most, so `codeDays` ≥ 1
 * never loosens one.
 */
export async function purgeExpired(db: Queryable, retention: Retention, now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const codes = before(retention.codeDays);
  const count = async (sql: string, cutoff: Date) => (await db.query(`${sql} returning 1`, [cutoff])).length;
  return {
    codes: await count('delete from otp_attempts where created_at < $1', codes),
    guessBudgets: await count('delete from otp_guess_budget where day < $1::date', codes),
    lookups: await count('delete from number_lookups where at < $1', codes),
    inquiries: await count('delete from website_inquiries where created_at < $1', before(retention.inquiryDays)),
    knownDevices: await count('delete from known_devices where last_login_at < $1', before(retention.knownDeviceDays)),
  };
}

/** Purges at start and then every `purgeIntervalMinutes`; returns what stops it (on close). */
export function schedulePurges(
  db: Queryable,
  retention: Retention,
  now: () => Date,
  log: FastifyBaseLogger,
): () => void {
  const purge = () =>
    purgeExpired(db, retention, now()).then(
      (purged) => log.info({ purged }, 'retention purge'),
      (error: unknown) => log.error({ err: error }, 'retention purge failed'),
    );
  void purge();
  const timer = setInterval(() => void purge(), retention.purgeIntervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
