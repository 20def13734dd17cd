import type { AuditEntry } from '@site/contract';
import type { Queryable } from '../db';

interface AuditRow {
  id: string;
  at: Date;
  staff_id: string | null;
  staff_email: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** One page of the audit log, newest first, from below the entry id `before` (keyset: stable while entries are added). */
export async function readAuditLog(
  db: Queryable,
  before: string | null,
  pageLength: number,
): Promise<{ entries: AuditEntry[]; next_before: string | null }> {
  const rows = await db.query<AuditRow>(
    `select a.id::text as id, a.at, a.staff_id, s.email as staff_email, a.action, a.entity, a.entity_id, a.before, a.after
     from audit_log a left join staff s on s.id = a.staff_id
     where ($1::bigint is null or a.id < $1::bigint)
     order by a.id desc limit $2`,
    [before, pageLength + 1],
  );
  const page = rows.slice(0, pageLength);
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    next_before: rows.length > pageLength ? page[page.length - 1]!.id : null,
  };
}
