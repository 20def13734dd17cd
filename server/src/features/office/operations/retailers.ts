import { gstinError, type RetailerDetail, type retailerListQuerySchema, type SignedInStaff } from '@site/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db';
import { isGstinOwnerViolation } from '../../customer/gstin-owner';
import { addressBook, allAddresses } from '../../ordering/addresses';
import { listOrders } from '../../ordering/orders';
import { recordAudit } from '../../../audit/record';
import { Conditions, containing, decodeCursor, pageOf } from './lists';
import { RETAILER_SUMMARY_COLUMNS, retailerSummary, type RetailerSummaryRow } from './orders';

/**
 * The back office's retailers: found by name, shop, mobile, city or state; one with their profile,
 * addresses and latest orders; blocked and unblocked. A block ends the retailer's sessions in the same
 * transaction, and a login that raced it either ends with it or sees it (features/otp/service.ts).
 */

export type RetailerListQuery = z.output<typeof retailerListQuerySchema>;

/** The latest orders a retailer's page shows; the order list, filtered by retailer, has the rest. */
const LATEST_ORDERS = 20;

const FROM_CUSTOMERS = 'from customers c left join customer_addresses a on a.customer_id = c.id';

export async function listRetailers(db: Queryable, query: RetailerListQuery) {
  const conditions = new Conditions();
  const search = query.search?.trim();
  if (search) {
    conditions.add(
      `(lower(c.full_name) like $? or lower(c.shop_name) like $? or c.mobile like $?
        or lower(a.city) like $? or lower(a.state) like $?)`,
      ...Array<string>(5).fill(containing(search)),
    );
  }
  if (query.blocked) conditions.add(`(c.blocked_at is not null) = $?`, query.blocked === 'true');
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.add('(c.created_at, c.id) < ($?::timestamptz, $?::text)', after.at, after.id);
  }
  conditions.params.push(query.page_length + 1);
  const rows = await db.query<RetailerSummaryRow>(
    `select ${RETAILER_SUMMARY_COLUMNS} ${FROM_CUSTOMERS} ${conditions.where}
     order by c.created_at desc, c.id desc limit $${conditions.params.length}`,
    conditions.params,
  );
  const { page, nextCursor } = pageOf(rows, query.page_length, (row) => ({ at: row.created_at, id: row.customer_id }));
  return { retailers: page.map(retailerSummary), next_cursor: nextCursor };
}

interface RetailerRow extends RetailerSummaryRow {
  industry: string;
  gst_registered: boolean;
  blocked_at: Date | null;
  blocked_reason: string | null;
}

export async function findRetailer(db: Queryable, customerId: string): Promise<RetailerDetail | null> {
  const [row] = await db.query<RetailerRow>(
    `select ${RETAILER_SUMMARY_COLUMNS}, c.industry, c.gst_registered, c.blocked_at, c.blocked_reason
     ${FROM_CUSTOMERS} where c.id = $1`,
    [customerId],
  );
  if (!row) return null;
  const [book, orders] = await Promise.all([addressBook(db, customerId), listOrders(db, customerId, 0, LATEST_ORDERS)]);
  return {
    ...retailerSummary(row),
    industry: row.industry,
    gst_registered: row.gst_registered,
    blocked_at: row.blocked_at?.toISOString() ?? null,
    blocked_reason: row.blocked_reason,
    addresses: book ? allAddresses(book) : [],
    orders: orders.orders,
    order_count: orders.total_count,
  };
}

export type BlockOutcome = 'done' | 'not_found' | 'unchanged';

/**
 * Blocks (`blocked` true) or unblocks the retailer, with the staff member's reason; a block ends every
 * session. 'unchanged' when they already were as asked.
 */
export async function setBlocked(
  db: Database,
  change: { customerId: string; blocked: boolean; reason: string; staff: SignedInStaff; now: Date },
): Promise<BlockOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ blocked_at: Date | null; blocked_reason: string | null }>(
      'select blocked_at, blocked_reason from customers where id = $1 for update',
      [change.customerId],
    );
    if (!before) return 'not_found';
    if ((before.blocked_at !== null) === change.blocked) return 'unchanged';
    await tx.query('update customers set blocked_at = $2, blocked_reason = $3 where id = $1', [
      change.customerId,
      change.blocked ? change.now : null,
      change.blocked ? change.reason : null,
    ]);
    if (change.blocked) await tx.query('delete from api_credentials where customer_id = $1', [change.customerId]);
    await recordAudit(tx, {
      staffId: change.staff.id,
      action: change.blocked ? 'retailer.block' : 'retailer.unblock',
      entity: 'customer',
      entityId: change.customerId,
      before: { blocked: before.blocked_at !== null, reason: before.blocked_reason },
      after: { blocked: change.blocked, reason: change.reason },
    });
    return 'done';
  });
}

export type GstinMoveOutcome = 'done' | 'not_found' | 'no_gstin' | 'held_elsewhere' | { stateMismatch: string };

/**
 * An admin's decision on whose a GSTIN is: the first account's GSTIN becomes the second's (registered for
 * GST), the first keeps none, and neither is flagged as sharing it any longer. Both rows are locked in id
 * order, so two moves at once cannot deadlock; a third account holding it unresolved is left to a move of its own.
 */
export async function moveGstin(
  db: Database,
  move: { fromCustomerId: string; toCustomerId: string; reason: string; staff: SignedInStaff },
): Promise<GstinMoveOutcome> {
  return db
    .transaction(async (tx): Promise<GstinMoveOutcome> => {
      const rows = await tx.query<{ id: string; gstin: string | null; gst_registered: boolean; state: string | null }>(
        `select c.id, c.gstin, c.gst_registered, a.state from customers c
         left join customer_addresses a on a.customer_id = c.id
         where c.id in ($1, $2) order by c.id for update of c`,
        [move.fromCustomerId, move.toCustomerId],
      );
      const from = rows.find((row) => row.id === move.fromCustomerId);
      const to = rows.find((row) => row.id === move.toCustomerId);
      if (!from || !to) return 'not_found';
      if (!from.gstin) return 'no_gstin';
      const mismatch = gstinError(from.gstin, to.state ?? '');
      if (mismatch) return { stateMismatch: mismatch };
      await tx.query('update customers set gst_registered = false, gstin = null, gstin_shared = false where id = $1', [
        from.id,
      ]);
      await tx.query('update customers set gst_registered = true, gstin = $2, gstin_shared = false where id = $1', [
        to.id,
        from.gstin,
      ]);
      await recordAudit(tx, {
        staffId: move.staff.id,
        action: 'retailer.gstin_move',
        entity: 'customer',
        entityId: to.id,
        before: { from: from.id, from_gstin: from.gstin, to: to.id, to_gstin: to.gstin },
        after: { from: from.id, from_gstin: null, to: to.id, to_gstin: from.gstin, reason: move.reason },
      });
      return 'done';
    })
    .catch((error: unknown) => {
      if (isGstinOwnerViolation(error)) return 'held_elsewhere';
      throw error;
    });
}
