import type { Queryable } from '../../db';
import type { AttemptPurpose } from './service';

/**
 * Whether a code of `purpose` was sent and still waits for its check (not used, not retired, not
 * expired), to the number or for the customer named.
 */
export async function codeWaits(
  db: Queryable,
  purpose: AttemptPurpose,
  to: { mobile: string } | { customerId: string },
  now: Date,
): Promise<boolean> {
  const [column, value] = 'mobile' in to ? ['mobile', to.mobile] : ['customer_id', to.customerId];
  const [waiting] = await db.query(
    `select 1 from otp_attempts where purpose = $1 and ${column} = $2
       and used_at is null and not retired and expires_at > $3`,
    [purpose, value, now],
  );
  return waiting !== undefined;
}
