import { randomUUID } from 'node:crypto';
import { securityTexts, websiteInquiryPayloadSchema } from '@site/contract';
import type { Database } from '../../db';
import { isConnectionLost } from '../../db';
import { ApiError } from '../../http/errors';

/** Every column of the inquiry payload (docs/product.md#inquiry-payload), in its order, stored as sent (trimmed, empty → null). */
export const INQUIRY_COLUMNS = websiteInquiryPayloadSchema.keyof().options;

export type InquiryRecord = Record<(typeof INQUIRY_COLUMNS)[number], string | null>;

export interface StoreInquiryInput {
  record: InquiryRecord;
  clientAddress: string;
  idempotencyKey: string | null;
  payloadHash: string;
  duplicateWindowSeconds: number;
  now: Date;
}

/** The inquiry's duplicate window, (created_at - window, created_at], from $1 (created_at) and $2 (its seconds). */
const DUPLICATE_WINDOW = `tstzrange($1::timestamptz - make_interval(secs => $2), $1::timestamptz, '(]')`;

const INSERT_INQUIRY = `insert into website_inquiries
  (created_at, duplicate_window, id, client_address, idempotency_key, payload_hash, ${INQUIRY_COLUMNS.join(', ')})
  values ($1, ${DUPLICATE_WINDOW}, $3, $4, $5, $6, ${INQUIRY_COLUMNS.map((_, index) => `$${index + 7}`).join(', ')})
  on conflict do nothing returning id`;

/**
 * Stores an inquiry once. A repeated Idempotency-Key of the same sender with the same payload, or the same payload from the same address
 * within the duplicate window (a double click), returns the first inquiry's id instead of a new row.
 *
 * One statement when the inquiry is new. Both rules are constraints that the insert meets with
 * `on conflict do nothing`: the unique idempotency key, and the exclusion constraint of migration 002
 * (no two rows with the same payload hash whose duplicate windows overlap). A constraint holds however
 * requests race: of two identical inserts at once, the second waits for the first to commit and is
 * skipped. An advisory lock taken inside the statement would not do: the statement reads with a
 * snapshot taken before it got the lock, so it would not see the row the lock's holder just stored
 * (tried: two rows). Nor would a unique index on (payload hash, time bucket): two copies on either
 * side of a bucket's end would both be stored.
 */
export async function storeInquiry(db: Database, input: StoreInquiryInput): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  try {
    return await storeOnce(db, input, id);
  } catch (error) {
    // The connection died with the statement, which may or may not have committed. Running it again
    // cannot store twice under a key, nor within the window (the retry carries the same time, so it
    // falls in the first attempt's window); a row found under our own id is the first attempt's.
    const repeatable = input.idempotencyKey !== null || input.duplicateWindowSeconds > 0;
    if (!isConnectionLost(error) || !repeatable) throw error;
    return storeOnce(db, input, id);
  }
}

async function storeOnce(
  db: Database,
  input: StoreInquiryInput,
  id: string,
): Promise<{ id: string; created: boolean }> {
  const { record, idempotencyKey, payloadHash, now, duplicateWindowSeconds } = input;
  const [inserted] = await db.query<{ id: string }>(INSERT_INQUIRY, [
    now,
    duplicateWindowSeconds,
    id,
    input.clientAddress,
    idempotencyKey,
    payloadHash,
    ...INQUIRY_COLUMNS.map((column) => record[column]),
  ]);
  if (inserted) return { id, created: true };
  // A conflict: the key's inquiry comes first, as it is the one a retry of this request must get.
  // A key belongs to its sender (another address's same key is another inquiry), and to its payload:
  // the same key with a different inquiry is refused, never silently answered with the first one.
  if (idempotencyKey) {
    const [byKey] = await db.query<{ id: string; payload_hash: string }>(
      'select id, payload_hash from website_inquiries where client_address = $1 and idempotency_key = $2',
      [input.clientAddress, idempotencyKey],
    );
    if (byKey && byKey.payload_hash !== payloadHash)
      throw new ApiError(422, 'validation', securityTexts.idempotencyKeyReused);
    if (byKey) return { id: byKey.id, created: byKey.id === id };
  }
  const [duplicate] = await db.query<{ id: string }>(
    `select id from website_inquiries where payload_hash = $3 and duplicate_window && ${DUPLICATE_WINDOW} limit 1`,
    [now, duplicateWindowSeconds, payloadHash],
  );
  if (!duplicate) throw new Error('An inquiry conflicted with a stored one that is not there.');
  return { id: duplicate.id, created: duplicate.id === id };
}
