import { randomBytes } from 'node:crypto';
import {
  type CreatePackBody,
  type CreateSchemeBody,
  type OfficeGstRate,
  type OfficePack,
  type OfficeScheme,
  type SchemeState,
  type SignedInStaff,
  type UpdatePackBody,
  type UpdateSchemeBody,
} from '@site/contract';
import { formatRupees, percentText } from '@site/contract/money';
import type { Database, Queryable } from '../../../db';
import { recordAudit } from '../../../audit/record';

/**
 * The catalogue that admins run (docs/decisions/0020): each change and its audit entry (the record before and
 * after) in one transaction. Nothing here is cached: the product pages and carts read these rows per request.
 */

interface PackRow {
  item_code: string;
  variant_of: string;
  web_item_name: string;
  weight_grams: number;
  pack_size: number;
  rate_paise: number;
  mrp_paise: number;
  stock_qty: number;
  published: boolean;
  min_order_qty: number;
  case_multiple: number;
  route: string;
  picture: string | null;
  modified: Date;
}

const PACK_COLUMNS = `item_code, variant_of, web_item_name, weight_grams, pack_size, rate_paise, mrp_paise, stock_qty,
  published, min_order_qty, case_multiple, route, picture, modified`;

const packOf = (row: PackRow): OfficePack => ({ ...row, modified: row.modified.toISOString() });

export async function listPacks(db: Queryable): Promise<OfficePack[]> {
  const rows = await db.query<PackRow>(`select ${PACK_COLUMNS} from website_items order by ranking desc, item_code`);
  return rows.map(packOf);
}

async function lockPack(tx: Queryable, itemCode: string): Promise<PackRow | null> {
  const [row] = await tx.query<PackRow>(`select ${PACK_COLUMNS} from website_items where item_code = $1 for update`, [
    itemCode,
  ]);
  return row ?? null;
}

/** What an audit entry keeps of a pack: its fields, without the moment it was written. */
const auditedPack = ({ modified: _modified, ...pack }: PackRow) => pack;

/** The DB's own check of a price within its MRP (a second line behind the contract's). */
export const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

export type PackOutcome = { kind: 'done'; pack: OfficePack } | { kind: 'not_found' } | { kind: 'taken' };

/** The product page's path of a new pack: `product-details/<item_code>`, as the seed's other packs. */
export const packRoute = (itemCode: string) => `product-details/${itemCode}`;

const DEFAULT_INGREDIENTS =
  'Betelnut, catechu, lime, menthol, cardamom, natural flavours. Contains no tobacco and no nicotine.';

/**
 * A new pack. Its descriptions, pictures' artwork and ranking come from a pack of the same product when
 * there is one (the product page then reads the same), else from plain defaults an admin can live with.
 */
export async function createPack(
  db: Database,
  body: CreatePackBody,
  staff: SignedInStaff,
  now: Date,
): Promise<PackOutcome> {
  return db.transaction(async (tx) => {
    const [sibling] = await tx.query<{
      item_group: string;
      website_image: string;
      slideshow: unknown;
      short_description: string;
      web_long_description: string;
      ingredients: string;
      highlights: unknown;
      nutrition: unknown;
      ranking: number;
    }>(
      `select item_group, website_image, slideshow, short_description, web_long_description, ingredients, highlights,
         nutrition, ranking
       from website_items where variant_of = $1 order by ranking desc, item_code limit 1`,
      [body.variant_of],
    );
    const name = body.web_item_name.trim();
    const shortDescription = body.short_description?.trim() || sibling?.short_description || name;
    const artwork = sibling?.website_image ?? (body.weight_grams >= 4 ? 'pack-4g' : 'pack-2g');
    const inserted = await tx
      .query<PackRow>(
        `insert into website_items
           (item_code, variant_of, item_group, web_item_name, weight_grams, pack_size, mrp_paise, rate_paise, stock_qty,
            route, website_image, slideshow, short_description, web_long_description, ingredients, highlights, nutrition,
            ranking, published, min_order_qty, case_multiple, modified)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16::jsonb, $17::jsonb, $18, $19,
           $20, $21, $22)
         on conflict do nothing
         returning ${PACK_COLUMNS}`,
        [
          body.item_code,
          body.variant_of,
          sibling?.item_group ?? 'Pan Masala',
          name,
          body.weight_grams,
          body.pack_size,
          body.mrp_paise,
          body.rate_paise,
          body.stock_qty,
          packRoute(body.item_code),
          artwork,
          JSON.stringify(sibling?.slideshow ?? [{ image: artwork, alt: name }]),
          shortDescription,
          sibling?.web_long_description ?? shortDescription,
          sibling?.ingredients ?? DEFAULT_INGREDIENTS,
          JSON.stringify(sibling?.highlights ?? []),
          JSON.stringify(sibling?.nutrition ?? []),
          sibling ? sibling.ranking - 1 : 0,
          body.published,
          body.min_order_qty,
          body.case_multiple,
          now,
        ],
      )
      .then((rows) => rows[0]);
    if (!inserted) return { kind: 'taken' as const };
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'pack.create',
      entity: 'website_item',
      entityId: inserted.item_code,
      before: null,
      after: auditedPack(inserted),
    });
    return { kind: 'done' as const, pack: packOf(inserted) };
  });
}

export async function updatePack(
  db: Database,
  body: UpdatePackBody,
  staff: SignedInStaff,
  now: Date,
): Promise<PackOutcome> {
  return db.transaction(async (tx) => {
    const before = await lockPack(tx, body.item_code);
    if (!before) return { kind: 'not_found' as const };
    const [after] = await tx.query<PackRow>(
      `update website_items set web_item_name = $2, pack_size = $3, rate_paise = $4, mrp_paise = $5, stock_qty = $6,
         published = $7, min_order_qty = $8, case_multiple = $9, modified = $10
       where item_code = $1 returning ${PACK_COLUMNS}`,
      [
        body.item_code,
        body.web_item_name.trim(),
        body.pack_size,
        body.rate_paise,
        body.mrp_paise,
        body.stock_qty,
        body.published,
        body.min_order_qty,
        body.case_multiple,
        now,
      ],
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'pack.update',
      entity: 'website_item',
      entityId: body.item_code,
      before: auditedPack(before),
      after: auditedPack(after!),
    });
    return { kind: 'done' as const, pack: packOf(after!) };
  });
}

/** A pack's new picture (already stored); the outcome names the picture it replaced, to remove after the commit. */
export async function setPackPicture(
  db: Database,
  itemCode: string,
  picture: string,
  staff: SignedInStaff,
  now: Date,
): Promise<{ kind: 'done'; pack: OfficePack; previous: string | null } | { kind: 'not_found' }> {
  return db.transaction(async (tx) => {
    const before = await lockPack(tx, itemCode);
    if (!before) return { kind: 'not_found' as const };
    const [after] = await tx.query<PackRow>(
      `update website_items set picture = $2, modified = $3 where item_code = $1 returning ${PACK_COLUMNS}`,
      [itemCode, picture, now],
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'pack.picture',
      entity: 'website_item',
      entityId: itemCode,
      before: { picture: before.picture },
      after: { picture },
    });
    return { kind: 'done' as const, pack: packOf(after!), previous: before.picture };
  });
}

// ---- Schemes ----

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
