import { gstinMessages } from '@site/contract';
import { isUniqueViolation, type Queryable } from '../../db';
import { validationFailed } from '../../http/errors';

/**
 * A GSTIN belongs to one retailer (docs/decisions/0023). The unique index `customers_gstin_owner`
 * (migration 017) settles a race; the look-up below answers first, so a refusal says which field is wrong
 * before anything else is done (a mobile change's code is not sent for a profile that will be refused).
 */
const GSTIN_OWNER_INDEX = 'customers_gstin_owner';

/** Whether an account other than `customerId` (null: any account) holds `gstin`. */
export async function gstinHeldByAnother(tx: Queryable, gstin: string, customerId: string | null): Promise<boolean> {
  const [held] = await tx.query(
    `select 1 from customers where upper(btrim(gstin)) = upper(btrim($1)) and ($2::text is null or id <> $2) limit 1`,
    [gstin, customerId],
  );
  return held !== undefined;
}

/** The race the look-up cannot see: two accounts taking the same GSTIN at once, one refused by the index. */
export const isGstinOwnerViolation = (error: unknown): boolean =>
  isUniqueViolation(error) && (error as { constraint?: unknown }).constraint === GSTIN_OWNER_INDEX;

/** The refusal at the form's GSTIN field: how to reach the company, never who holds it. */
export const gstinTaken = () => validationFailed({ gstin: gstinMessages.taken });

/** Accounts that shared a GSTIN before it was one account's and are not resolved yet (the office decides). */
export async function sharedGstinAccounts(db: Queryable): Promise<{ id: string; gstin: string }[]> {
  return db.query<{ id: string; gstin: string }>(
    'select id, gstin from customers where gstin_shared order by gstin, id',
  );
}
