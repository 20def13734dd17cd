import { type OfficeGstRate, type SignedInStaff } from '@site/contract';
import type { Database, Queryable } from '../../../db';
import { recordAudit } from '../../../audit/record';

/**
 * The GST rates that admins run (docs/decisions/0020): each change and its audit entry (the record before and
 * after) in one transaction. Nothing here is cached: the product pages and carts read these rows per request.
 */

interface GstRow {
  effective_from: Date;
  basis_points: number;
  created_by: string | null;
  created_at: Date;
}

const gstOf = (row: GstRow): OfficeGstRate => ({
  effective_from: row.effective_from.toISOString(),
  basis_points: row.basis_points,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
});

export async function listGstRates(db: Queryable, now: Date) {
  const rows = await db.query<GstRow>(
    'select effective_from, basis_points, created_by, created_at from gst_rates order by effective_from desc',
  );
  const current = rows.find((row) => row.effective_from <= now);
  return { current: current ? gstOf(current) : null, rates: rows.map(gstOf) };
}

/** A rate may be dated this much before the server's clock: the moment the admin pressed "now" on their page. */
export const GST_PAST_SLACK_MS = 5 * 60_000;

export type GstOutcome = { kind: 'done'; rate: OfficeGstRate } | { kind: 'past' } | { kind: 'taken' };

/** A new rate from `effectiveFrom` (a moment just past is taken as now: orders already placed keep theirs). */
export async function addGstRate(
  db: Database,
  basisPoints: number,
  effectiveFrom: Date,
  staff: SignedInStaff,
  now: Date,
): Promise<GstOutcome> {
  if (effectiveFrom.getTime() < now.getTime() - GST_PAST_SLACK_MS) return { kind: 'past' };
  const from = effectiveFrom < now ? now : effectiveFrom;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<GstRow>(
      `insert into gst_rates (effective_from, basis_points, created_by, created_at) values ($1, $2, $3, $4)
       on conflict do nothing returning effective_from, basis_points, created_by, created_at`,
      [from, basisPoints, staff.email, now],
    );
    if (!row) return { kind: 'taken' as const };
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'gst_rate.add',
      entity: 'gst_rate',
      entityId: row.effective_from.toISOString(),
      before: null,
      after: gstOf(row),
    });
    return { kind: 'done' as const, rate: gstOf(row) };
  });
}
