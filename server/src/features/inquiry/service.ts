import { randomUUID } from 'node:crypto';
import type { WebsiteInquiryPayload } from '@site/shared/contract';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../db';

/** Every column of the inquiry payload (§3), stored as sent (trimmed, empty → null). */
export const INQUIRY_COLUMNS = [
  'fullname',
  'company',
  'phone',
  'email',
  'comment',
  'inquiry_type',
  'website_name',
  'business_name',
  'current_business_type',
  'how_long_have_you_been_oprating_your_business',
  'do_you_currently_have_your_own_vehicle_for_distribution',
  'preferred_area_of_distribution',
  'business_address',
] as const satisfies readonly (keyof WebsiteInquiryPayload)[];

export type InquiryRecord = Record<(typeof INQUIRY_COLUMNS)[number], string | null>;

export interface StoreInquiryInput {
  record: InquiryRecord;
  clientAddress: string;
  idempotencyKey: string | null;
  payloadHash: string;
  duplicateWindowSeconds: number;
  now: Date;
}

/**
 * Stores an inquiry once. A repeated Idempotency-Key, or the same payload from the same address
 * within the duplicate window (a double click), returns the first inquiry's id instead of a new row.
 */
export async function storeInquiry(db: Database, input: StoreInquiryInput): Promise<{ id: string; created: boolean }> {
  const { record, idempotencyKey, payloadHash, now } = input;
  try {
    return await db.transaction(async (tx) => {
      // Serializes requests carrying the same key (or, without one, the same payload).
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [idempotencyKey ?? payloadHash]);
      if (idempotencyKey) {
        const [existing] = await tx.query<{ id: string }>('select id from website_inquiries where idempotency_key = $1', [idempotencyKey]);
        if (existing) return { id: existing.id, created: false };
      }
      const [duplicate] = await tx.query<{ id: string }>(
        `select id from website_inquiries where payload_hash = $1 and created_at > $2 order by created_at desc limit 1`,
        [payloadHash, new Date(now.getTime() - input.duplicateWindowSeconds * 1000)],
      );
      if (duplicate) return { id: duplicate.id, created: false };
      const id = randomUUID();
      const values = INQUIRY_COLUMNS.map((column) => record[column]);
      const placeholders = INQUIRY_COLUMNS.map((_, index) => `$${index + 6}`).join(', ');
      await tx.query(
        `insert into website_inquiries (id, client_address, idempotency_key, payload_hash, created_at, ${INQUIRY_COLUMNS.join(', ')})
         values ($1, $2, $3, $4, $5, ${placeholders})`,
        [id, input.clientAddress, idempotencyKey, payloadHash, now, ...values],
      );
      return { id, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error) || !idempotencyKey) throw error;
    const [existing] = await db.query<{ id: string }>('select id from website_inquiries where idempotency_key = $1', [idempotencyKey]);
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}
