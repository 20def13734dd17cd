import {
  type CreatePackBody,
  type OfficePack,
  type SetPackTranslationsBody,
  type SignedInStaff,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type UpdatePackBody,
} from '@site/contract';
import type { Database, Queryable } from '../../../db';
import { recordAudit } from '../../../audit/record';

/**
 * The packs that admins run (docs/decisions/0020): each change and its audit entry (the record before and
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

type PackTranslations = OfficePack['translations'];

/** The translations of `itemCodes` (all packs when null), every translated language present, empty when none. */
async function translationsOf(db: Queryable, itemCodes: readonly string[] | null) {
  const rows = await db.query<{
    item_code: string;
    language: string;
    web_item_name: string | null;
    short_description: string | null;
  }>(
    `select item_code, language, web_item_name, short_description from website_item_translations
     where language = any($1::text[])${itemCodes ? ' and item_code = any($2::text[])' : ''}`,
    itemCodes ? [TRANSLATED_LANGUAGES, itemCodes] : [TRANSLATED_LANGUAGES],
  );
  const byPack = new Map<string, PackTranslations>();
  for (const row of rows) {
    const translations = byPack.get(row.item_code) ?? noTranslations();
    translations[row.language as TranslatedLanguage] = {
      web_item_name: row.web_item_name ?? '',
      short_description: row.short_description ?? '',
    };
    byPack.set(row.item_code, translations);
  }
  return (itemCode: string) => byPack.get(itemCode) ?? noTranslations();
}

const noTranslations = () =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { web_item_name: '', short_description: '' }]),
  ) as PackTranslations;

const packOf = (row: PackRow, translations: PackTranslations): OfficePack => ({
  ...row,
  translations,
  modified: row.modified.toISOString(),
});

/** `row` as the office shows it, with its translations. */
const withTranslations = async (db: Queryable, row: PackRow) =>
  packOf(row, (await translationsOf(db, [row.item_code]))(row.item_code));

export async function listPacks(db: Queryable): Promise<OfficePack[]> {
  const rows = await db.query<PackRow>(`select ${PACK_COLUMNS} from website_items order by ranking desc, item_code`);
  const translations = await translationsOf(db, null);
  return rows.map((row) => packOf(row, translations(row.item_code)));
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
    return { kind: 'done' as const, pack: packOf(inserted, noTranslations()) };
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
    return { kind: 'done' as const, pack: await withTranslations(tx, after!) };
  });
}

/**
 * A pack's name and description in the languages given: an empty field is stored as none (the site shows the
 * English), a language with neither is removed. The pack's row is locked, so two admins' saves take turns
 * and the audit's before is what the change replaced.
 */
export async function setPackTranslations(
  db: Database,
  body: SetPackTranslationsBody,
  staff: SignedInStaff,
  now: Date,
): Promise<PackOutcome> {
  return db.transaction(async (tx) => {
    const pack = await lockPack(tx, body.item_code);
    if (!pack) return { kind: 'not_found' as const };
    const before = (await translationsOf(tx, [pack.item_code]))(pack.item_code);
    for (const [language, texts] of Object.entries(body.translations)) {
      const name = texts.web_item_name || null;
      const description = texts.short_description || null;
      if (name === null && description === null) {
        // Emptied: the name and description fall back to English; a row with no other words of the page goes.
        await tx.query(
          `update website_item_translations set web_item_name = null, short_description = null, modified = $3
           where item_code = $1 and language = $2`,
          [pack.item_code, language, now],
        );
        await tx.query(
          `delete from website_item_translations where item_code = $1 and language = $2 and item_group is null
             and web_long_description is null and ingredients is null and highlights is null and nutrient_names is null`,
          [pack.item_code, language],
        );
      } else {
        await tx.query(
          `insert into website_item_translations (item_code, language, web_item_name, short_description, modified)
           values ($1, $2, $3, $4, $5)
           on conflict (item_code, language) do update
             set web_item_name = excluded.web_item_name, short_description = excluded.short_description,
               modified = excluded.modified`,
          [pack.item_code, language, name, description, now],
        );
      }
    }
    const after = (await translationsOf(tx, [pack.item_code]))(pack.item_code);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'pack.translations',
      entity: 'website_item',
      entityId: pack.item_code,
      before,
      after,
    });
    return { kind: 'done' as const, pack: packOf(pack, after) };
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
    return { kind: 'done' as const, pack: await withTranslations(tx, after!), previous: before.picture };
  });
}

// ---- Schemes ----
