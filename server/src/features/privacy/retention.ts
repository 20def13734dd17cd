import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What is kept only for a while (issue #19, README "Retention"): login codes and the rows the request
 * limits count (code attempts, guess budgets, number look-ups) after `codeDays`, inquiries after
 * `inquiryDays`. Every limit looks back a day at most, so `codeDays` ≥ 1 never loosens one.
 */
export async function purgeExpired(db: Queryable, retention: Config['retention'], now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const codes = before(retention.codeDays);
  const count = async (sql: string, cutoff: Date) => (await db.query(`${sql} returning 1`, [cutoff])).length;
  return {
    codes: await count('delete from otp_attempts where created_at < $1', codes),
    guessBudgets: await count('delete from otp_guess_budget where day < $1::date', codes),
    lookups: await count('delete from number_lookups where at < $1', codes),
    inquiries: await count('delete from website_inquiries where created_at < $1', before(retention.inquiryDays)),
  };
}

/** Purges at start and then every `purgeIntervalMinutes`; returns what stops it (on close). */
export function schedulePurges(
  db: Queryable,
  retention: Config['retention'],
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
