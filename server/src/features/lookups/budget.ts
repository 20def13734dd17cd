import { securityTexts } from '@site/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import type { DeviceClient } from '../../http/device-cookie';
import { rateLimited } from '../../http/errors';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a look-up was: a code asked for, a sign-up, a new profile number. */
export type LookupKind = 'otp' | 'register' | 'new_mobile';

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Spends one look-up of a number, or refuses with 429. Every answer that tells whether a number is
 * registered costs one, registered or not, so that a sweep of numbers is slow:
 * per client per hour and per day, per network per day (a provider block of many clients), and,
 * for `perNumber` kinds (sign-up and new profile number, where the number's owner is not the one
 * asking), per number per day. The caller holds the sender's locks (and the number's, for
 * `perNumber`) so that parallel look-ups cannot overrun it.
 */
export async function spendLookup(
  tx: Queryable,
  limits: Config['lookups'],
  lookup: { sender: DeviceClient; mobile: string; kind: LookupKind; perNumber: boolean; now: Date },
): Promise<void> {
  const { sender, mobile, kind, now } = lookup;
  const clientAddress = sender.key;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [byAddress] = await tx.query<{ hour: number; day: number; oldest_hour: Date | null; oldest_day: Date | null }>(
    `select count(*) filter (where at > $2)::int as hour, count(*)::int as day,
            min(at) filter (where at > $2) as oldest_hour, min(at) as oldest_day
     from number_lookups where client_address = $1 and at > $3`,
    [clientAddress, hourAgo, dayAgo],
  );
  if (byAddress!.day >= limits.perAddressPerDay) {
    throw rateLimited(
      secondsUntil(new Date(byAddress!.oldest_day!.getTime() + DAY_MS), now),
      securityTexts.lookupsExceeded,
    );
  }
  if (byAddress!.hour >= limits.perAddressPerHour) {
    throw rateLimited(
      secondsUntil(new Date(byAddress!.oldest_hour!.getTime() + HOUR_MS), now),
      securityTexts.lookupsExceeded,
    );
  }
  const [byNetwork] = await tx.query<{ day: number; oldest: Date | null }>(
    `select count(*)::int as day, min(at) as oldest from number_lookups where client_network = $1 and at > $2`,
    [sender.network, dayAgo],
  );
  if (byNetwork!.day >= limits.perNetworkPerDay) {
    throw rateLimited(
      secondsUntil(new Date(byNetwork!.oldest!.getTime() + DAY_MS), now),
      securityTexts.lookupsExceeded,
    );
  }
  if (lookup.perNumber) {
    const [byNumber] = await tx.query<{ day: number; oldest: Date | null }>(
      `select count(*)::int as day, min(at) as oldest from number_lookups
       where mobile = $1 and at > $2 and kind <> 'otp'`,
      [mobile, dayAgo],
    );
    if (byNumber!.day >= limits.perNumberPerDay) {
      throw rateLimited(
        secondsUntil(new Date(byNumber!.oldest!.getTime() + DAY_MS), now),
        securityTexts.numberLookupsExceeded,
      );
    }
  }
  await tx.query(
    'insert into number_lookups (client_address, client_network, mobile, kind, at) values ($1, $2, $3, $4, $5)',
    [clientAddress, sender.network, mobile, kind, now],
  );
  await tx.query('delete from number_lookups where client_address = $1 and at < $2', [
    clientAddress,
    new Date(now.getTime() - 2 * DAY_MS),
  ]);
}
