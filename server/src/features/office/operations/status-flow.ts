import type { SignedInStaff } from '@site/contract';
import type { Database, Queryable } from '../../../db';
import { recordAudit } from '../../../audit/record';

/** What the staff member asked for: the record named `name` moved to `status`. */
export interface StatusChange<Status extends string> {
  name: string;
  status: Status;
  staff: SignedInStaff;
}

/**
 * A staff member's move of a record along its flow (an order's, an inquiry's): the record's row is read and
 * locked, the move checked against the flow, and the new status, its history row and the audit entry written
 * in one transaction. A change that came first (a retailer's cancel, a colleague's click) makes this one
 * `moved_on`, with the status it found.
 */
export interface StatusMove<Status extends string, Row extends { status: Status }> {
  /** The audit log's `<action>.<status>` and its entity. */
  action: string;
  entity: string;
  flow: Record<Status, readonly Status[]>;
  /** Reads the record `for update`; undefined when there is none. */
  lock(tx: Queryable): Promise<Row | undefined>;
  /** Writes the new status and its history row. */
  write(tx: Queryable): Promise<void>;
  /** What the audit entry's `after` holds beside the status. */
  detail: Record<string, unknown>;
}

export type StatusMoveOutcome<Status extends string, Row> =
  { kind: 'changed'; record: Row } | { kind: 'not_found' } | { kind: 'moved_on'; current: Status };

export async function moveStatus<Status extends string, Row extends { status: Status }>(
  db: Database,
  change: StatusChange<Status>,
  move: StatusMove<Status, Row>,
): Promise<StatusMoveOutcome<Status, Row>> {
  return db.transaction(async (tx) => {
    const record = await move.lock(tx);
    if (!record) return { kind: 'not_found' as const };
    if (!move.flow[record.status].includes(change.status)) return { kind: 'moved_on' as const, current: record.status };
    await move.write(tx);
    await recordAudit(tx, {
      staffId: change.staff.id,
      action: `${move.action}.${change.status.toLowerCase()}`,
      entity: move.entity,
      entityId: change.name,
      before: { status: record.status },
      after: { status: change.status, ...move.detail },
    });
    return { kind: 'changed' as const, record };
  });
}
