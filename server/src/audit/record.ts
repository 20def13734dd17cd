import type { Queryable } from '../db';

export interface AuditEntryInput {
  /** The staff member who acted; null for the server's own command (`npm run office`). */
  staffId: string | null;
  /** What was done, `<entity>.<verb>` (e.g. `staff.invite`, `order.confirm`). */
  action: string;
  /** The kind of record (e.g. `staff`, `sales_order`). */
  entity: string;
  entityId: string;
  /** The record's values before and after, as JSON; null where there was none (created, or removed). */
  before: unknown;
  after: unknown;
}

/**
 * Appends one entry to the audit log. Pass the transaction that makes the change, so the change and
 * its entry are stored together or not at all. The table refuses updates and deletes (migration 007).
 */
export async function recordAudit(db: Queryable, entry: AuditEntryInput): Promise<void> {
  await db.query(
    `insert into audit_log (staff_id, action, entity, entity_id, before, after)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [entry.staffId, entry.action, entry.entity, entry.entityId, asJson(entry.before), asJson(entry.after)],
  );
}

/** JSON text for a jsonb column; undefined and null are both SQL null. */
const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
