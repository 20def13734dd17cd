import {
  DEFAULT_LANGUAGE,
  type Language,
  orderingMessages,
  PAN_MASALA_HSN,
  type ProductQueryArgs,
  type WebsiteItem,
} from '@site/contract';
import { basisPointsBelow } from '@site/contract/money';
import type { Queryable } from '../../db';

/** A Website Item row as stored (docs/decisions/0013: one per product and pack). */
export interface ItemRow {
  item_code: string;
  variant_of: string;
  item_group: string;
  web_item_name: string;
  weight_grams: number;
  pack_size: number;
  mrp_paise: number;
  rate_paise: number;
  stock_qty: number;
  min_order_qty: number;
  case_multiple: number;
  route: string;
  website_image: string;
  picture: string | null;
  slideshow: { image: string; alt: string }[];
  short_description: string;
  web_long_description: string;
  ingredients: string;
  highlights: string[];
  nutrition: { nutrient: string; value: number; unit: string }[];
  /** Read in a language other than English: the pack's words in it, null where it has none. */
  translated_name?: string | null;
  translated_description?: string | null;
  translated_item_group?: string | null;
  translated_long_description?: string | null;
  translated_ingredients?: string | null;
  translated_highlights?: string[] | null;
  /** Each nutrient's English name to its name in the language. */
  translated_nutrient_names?: Record<string, string> | null;
}

export const ITEM_COLUMNS = `wi.item_code, wi.variant_of, wi.item_group, wi.web_item_name, wi.weight_grams, wi.pack_size,
  wi.mrp_paise, wi.rate_paise, wi.stock_qty, wi.min_order_qty, wi.case_multiple, wi.route, wi.website_image, wi.picture, wi.slideshow, wi.short_description,
  wi.web_long_description, wi.ingredients, wi.highlights, wi.nutrition`;

/**
 * Where items are read from in `language`, and their columns: in English exactly the rows as stored; in
 * another, each with its words in that language where it has them. `param` binds the language.
 */
function itemsIn(language: Language, param: (value: unknown) => string) {
  if (language === DEFAULT_LANGUAGE) return { columns: ITEM_COLUMNS, from: 'website_items wi', translated: false };
  return {
    columns: `${ITEM_COLUMNS}, t.web_item_name as translated_name, t.short_description as translated_description,
      t.item_group as translated_item_group, t.web_long_description as translated_long_description,
      t.ingredients as translated_ingredients, t.highlights as translated_highlights,
      t.nutrient_names as translated_nutrient_names`,
    from: `website_items wi left join website_item_translations t
      on t.item_code = wi.item_code and t.language = ${param(language)}`,
    translated: true,
  };
}

export function toWebsiteItem(row: ItemRow): WebsiteItem {
  return {
    item_code: row.item_code,
    variant_of: row.variant_of,
    item_group: row.translated_item_group ?? row.item_group,
    web_item_name: row.translated_name ?? row.web_item_name,
    weight_grams: row.weight_grams,
    pack_size: row.pack_size,
    pack_label: orderingMessages.packLabel(row.pack_size),
    mrp_paise: row.mrp_paise,
    rate_paise: row.rate_paise,
    discount_basis_points: basisPointsBelow(row.mrp_paise, row.rate_paise),
    in_stock: row.stock_qty > 0,
    stock_qty: row.stock_qty,
    min_order_qty: row.min_order_qty,
    case_multiple: row.case_multiple,
    route: row.route,
    website_image: row.website_image,
    picture: row.picture,
    slideshow: row.slideshow,
    short_description: row.translated_description ?? row.short_description,
    web_long_description: row.translated_long_description ?? row.web_long_description,
    ingredients: row.translated_ingredients ?? row.ingredients,
    highlights: row.translated_highlights ?? row.highlights,
    nutrition: row.nutrition.map((fact) => ({
      ...fact,
      nutrient: row.translated_nutrient_names?.[fact.nutrient] ?? fact.nutrient,
    })),
    hsn_code: PAN_MASALA_HSN,
  };
}

export const DEFAULT_PAGE_LENGTH = 20;

/**
 * `get_product_filter_data`: published items matching every filter given, best ranked first, named in
 * `language`; a search finds a pack by its English words too.
 */
export async function queryProducts(db: Queryable, args: ProductQueryArgs, language: Language) {
  const where = ['wi.published'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const items = itemsIn(language, param);
  const search = args.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const p = param(pattern);
    const translated = items.translated ? ` or t.web_item_name ilike ${p} or t.short_description ilike ${p}` : '';
    where.push(
      `(wi.web_item_name ilike ${p} or wi.short_description ilike ${p} or wi.item_code ilike ${p}${translated})`,
    );
  }
  const fields = args.field_filters ?? {};
  if (fields.item_group !== undefined) where.push(`wi.item_group = ${param(fields.item_group)}`);
  if (fields.variant_of !== undefined) where.push(`wi.variant_of = ${param(fields.variant_of)}`);
  if (fields.in_stock !== undefined) where.push(fields.in_stock ? 'wi.stock_qty > 0' : 'wi.stock_qty = 0');
  const attributes = args.attribute_filters ?? {};
  if (attributes.pack_size?.length) where.push(`wi.pack_size = any(${param(attributes.pack_size)}::int[])`);
  if (attributes.weight_grams?.length) where.push(`wi.weight_grams = any(${param(attributes.weight_grams)}::int[])`);

  const start = args.from_filters ? 0 : (args.start ?? 0);
  const pageLength = args.page_length ?? DEFAULT_PAGE_LENGTH;
  const condition = where.join(' and ');
  const rows = await db.query<ItemRow & { items_count: number }>(
    `select ${items.columns}, count(*) over ()::int as items_count from ${items.from} where ${condition}
     order by wi.ranking desc, wi.item_code limit ${param(pageLength)} offset ${param(start)}`,
    params,
  );
  const counted =
    rows[0]?.items_count ??
    (start > 0
      ? ((
          await db.query<{ n: number }>(
            `select count(*)::int as n from ${items.from} where ${condition}`,
            params.slice(0, -2),
          )
        )[0]?.n ?? 0)
      : 0);
  const facets = await db.query<{ pack_size: number[]; weight_grams: number[]; variant_of: string[] }>(
    `select array_agg(distinct pack_size order by pack_size) as pack_size,
            array_agg(distinct weight_grams order by weight_grams) as weight_grams,
            array_agg(distinct variant_of order by variant_of) as variant_of
     from website_items where published`,
  );
  return {
    items: rows.map(toWebsiteItem),
    items_count: counted,
    filters: {
      pack_size: facets[0]?.pack_size ?? [],
      weight_grams: facets[0]?.weight_grams ?? [],
      variant_of: facets[0]?.variant_of ?? [],
    },
    settings: { page_length: pageLength, start },
  };
}

/** A published item, named in `language`. */
export async function findItem(db: Queryable, itemCode: string, language: Language): Promise<ItemRow | null> {
  const params: unknown[] = [itemCode];
  const items = itemsIn(language, (value) => `$${params.push(value)}`);
  const rows = await db.query<ItemRow>(
    `select ${items.columns} from ${items.from} where wi.item_code = $1 and wi.published`,
    params,
  );
  return rows[0] ?? null;
}

/** The published items among `codes`, by code. */
export async function findItems(db: Queryable, codes: readonly string[]): Promise<Map<string, ItemRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<ItemRow>(
    `select ${ITEM_COLUMNS} from website_items wi where wi.item_code = any($1::text[]) and wi.published`,
    [codes],
  );
  return new Map(rows.map((row) => [row.item_code, row]));
}
