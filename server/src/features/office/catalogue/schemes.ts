import { randomBytes } from 'node:crypto';
import {
  type CreateSchemeBody,
  type OfficeScheme,
  type SchemeState,
  type SignedInStaff,
  type UpdateSchemeBody,
} from '@site/contract';
import { formatRupees, percentText } from '@site/contract/money';
import type { Database, Queryable } from '../../../db';
import { recordAudit } from '../../../audit/record';

/**
 * The schemes that admins run (docs/decisions/0020): each change and its audit entry (the record before and
 * after) in one transaction. Nothing here is cached: the product pages and carts read these rows per request.
 */

interface SchemeRow {
  name: string;
  title: string;
  discount_basis_points: number;
  max_discount_paise: number;
  min_subtotal_paise: number;
  valid_from: Date | null;
  valid_upto: Date | null;
  disabled: boolean;
  modified: Date;
}

const SCHEME_COLUMNS = `name, title, discount_basis_points, max_discount_paise, min_subtotal_paise, valid_from, valid_upto,
  disabled, modified`;

/** As the cart applies it (features/ordering/cart.ts): live from `valid_from`, until before `valid_upto`. */
export function schemeState(row: SchemeRow, now: Date): SchemeState {
  if (row.disabled || (row.valid_upto && row.valid_upto <= now)) return 'Ended';
  if (row.valid_from && row.valid_from > now) return 'Scheduled';
  return 'Live';
}

const schemeOf = (row: SchemeRow, now: Date): OfficeScheme => ({
  name: row.name,
  title: row.title,
  discount_basis_points: row.discount_basis_points,
  max_discount_paise: row.max_discount_paise,
  min_subtotal_paise: row.min_subtotal_paise,
  valid_from: row.valid_from?.toISOString() ?? null,
  valid_upto: row.valid_upto?.toISOString() ?? null,
  disabled: row.disabled,
  state: schemeState(row, now),
  modified: row.modified.toISOString(),
});

const auditedScheme = ({ modified: _modified, ...row }: SchemeRow) => ({
  ...row,
  valid_from: row.valid_from?.toISOString() ?? null,
  valid_upto: row.valid_upto?.toISOString() ?? null,
});

/** The title the cart shows, from the terms, in the seed's words: "12.5% OFF up to ₹480.50". */
export const schemeTitle = (basisPoints: number, capPaise: number): string =>
  `${percentText(basisPoints)}% OFF up to ${formatRupees(capPaise)}`;

export async function listSchemes(db: Queryable, now: Date): Promise<OfficeScheme[]> {
  const rows = await db.query<SchemeRow>(
    `select ${SCHEME_COLUMNS} from promotional_schemes order by coalesce(valid_from, modified) desc, name`,
  );
  return rows.map((row) => schemeOf(row, now));
}

export type SchemeOutcome = { kind: 'done'; scheme: OfficeScheme } | { kind: 'not_found' } | { kind: 'ended' };

const termsParams = (body: CreateSchemeBody) => [
  schemeTitle(body.discount_basis_points, body.max_discount_paise),
  body.discount_basis_points,
  body.max_discount_paise,
  body.min_subtotal_paise,
  body.valid_from ? new Date(body.valid_from) : null,
  body.valid_upto ? new Date(body.valid_upto) : null,
];

export async function createScheme(
  db: Database,
  body: CreateSchemeBody,
  staff: SignedInStaff,
  now: Date,
): Promise<SchemeOutcome> {
  return db.transaction(async (tx) => {
    const name = `SCHEME-${randomBytes(5).toString('hex').toUpperCase()}`;
    const [row] = await tx.query<SchemeRow>(
      `insert into promotional_schemes
         (name, title, discount_basis_points, max_discount_paise, min_subtotal_paise, valid_from, valid_upto, modified)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${SCHEME_COLUMNS}`,
      [name, ...termsParams(body), now],
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'scheme.create',
      entity: 'promotional_scheme',
      entityId: name,
      before: null,
      after: auditedScheme(row!),
    });
    return { kind: 'done' as const, scheme: schemeOf(row!, now) };
  });
}

/**
 * `change` (an update returning the scheme's row) of a scheme that has not ended, its row locked for the
 * transaction, audited as `action`. An ended scheme stays ended: new terms are a new scheme.
 */
function changeScheme(
  db: Database,
  name: string,
  staff: SignedInStaff,
  now: Date,
  action: 'scheme.update' | 'scheme.end',
  change: (tx: Queryable) => Promise<SchemeRow[]>,
): Promise<SchemeOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<SchemeRow>(
      `select ${SCHEME_COLUMNS} from promotional_schemes where name = $1 for update`,
      [name],
    );
    if (!before) return { kind: 'not_found' as const };
    // Ended by an admin, or by its own end time: either way it never comes back.
    if (before.disabled || (before.valid_upto !== null && before.valid_upto <= now)) return { kind: 'ended' as const };
    const [after] = await change(tx);
    await recordAudit(tx, {
      staffId: staff.id,
      action,
      entity: 'promotional_scheme',
      entityId: name,
      before: auditedScheme(before),
      after: auditedScheme(after!),
    });
    return { kind: 'done' as const, scheme: schemeOf(after!, now) };
  });
}

export function updateScheme(
  db: Database,
  body: UpdateSchemeBody,
  staff: SignedInStaff,
  now: Date,
): Promise<SchemeOutcome> {
  return changeScheme(db, body.name, staff, now, 'scheme.update', (tx) =>
    tx.query<SchemeRow>(
      `update promotional_schemes set title = $2, discount_basis_points = $3, max_discount_paise = $4,
         min_subtotal_paise = $5, valid_from = $6, valid_upto = $7, modified = $8
       where name = $1 returning ${SCHEME_COLUMNS}`,
      [body.name, ...termsParams(body), now],
    ),
  );
}

/** Ends a scheme now: disabled, and valid until now (kept earlier when it was to end before). */
export function endScheme(db: Database, name: string, staff: SignedInStaff, now: Date): Promise<SchemeOutcome> {
  return changeScheme(db, name, staff, now, 'scheme.end', (tx) =>
    tx.query<SchemeRow>(
      `update promotional_schemes set disabled = true,
         valid_upto = case when valid_upto is not null and valid_upto < $2 then valid_upto else $2 end, modified = $2
       where name = $1 returning ${SCHEME_COLUMNS}`,
      [name, now],
    ),
  );
}

// ---- GST rate ----
