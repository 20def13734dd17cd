import { type WebsiteItem, site, smallestQuantity } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { artwork } from '../assets/artwork';
import type { WordId, Words } from './words';

/**
 * A pack as the marketing pages show it; `id` is the catalogue's item code the cart takes. Money in
 * paise (docs/decisions/0013): `ratePaise` is the retailer's price, `mrpPaise` the printed MRP.
 */
export interface Product {
  id: string;
  name: string;
  pack: string;
  ratePaise: number;
  mrpPaise: number;
  /** How far the rate is below the MRP, in basis points (480 against 650: 2615). */
  discountBasisPoints: number;
  inStock: boolean;
  /** The fewest packs a cart takes of it, in whole cases: what one click of Add to Cart or Buy Now adds. */
  smallestQuantity: number;
  image: string;
  imageAlt: string;
  /** A picture uploaded in the office (a path on the API), shown in place of `image` once in the browser. */
  picture?: string | null;
}

/** get_product_filter_data's reply as the pages read it (`CATALOGUE_READ`): every published pack, best ranked first. */
export type Catalogue = { items: WebsiteItem[] };

/** A meta description is cut to what search results show. */
const DESCRIPTION_MAX_LENGTH = 160;

/** Says `id` in the page's language with the host's words, or in `english` when a server gave none. */
export const sayIn =
  (t: Words | undefined) =>
  (id: WordId, english: string, values?: Record<string, unknown>): string =>
    t ? t(id, values) : english;

/**
 * A pack's page names that pack, from the catalogue's data, in the document and in search results and
 * link previews: "Suvasa Pan Masala 4 g, pack of 24", its price against the MRP and its short description.
 * Its rupees are written as the server's `head` writes them, which is not told the language (en, hi and gu
 * write rupees alike), so the browser's title is the server's.
 */
export function packHead(item: WebsiteItem, t?: Words): { title: string; description: string } {
  const say = sayIn(t);
  const name = { brand: site.brandName, group: item.item_group, grams: item.weight_grams, packSize: item.pack_size };
  const title = say('product.headTitle', `${name.brand} ${name.group} ${name.grams} g, pack of ${name.packSize}`, name);
  const offer = {
    title,
    rate: formatRupees(item.rate_paise),
    mrp: formatRupees(item.mrp_paise),
    about: item.short_description,
  };
  const description = say(
    'product.headDescription',
    `${title} at ${offer.rate} (MRP ${offer.mrp}). ${offer.about}`,
    offer,
  );
  if (description.length <= DESCRIPTION_MAX_LENGTH) return { title, description };
  const cut = description.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return { title, description: `${cut.slice(0, cut.lastIndexOf(' '))}…` };
}

/** The catalogue names its pictures by artwork (`website_image`, `slideshow[].image`); these are ours. */
const ARTWORK_BY_NAME: Readonly<Record<string, string>> = {
  'pack-2g': artwork.pack2g,
  'pack-2g-back': artwork.pack2gBack,
  'pack-4g': artwork.pack4g,
  'carton-48': artwork.carton48,
  ingredients: artwork.ingredients,
  packaging: artwork.packaging,
  quality: artwork.quality,
};

/**
 * A catalogue item (get_item, get_product_filter_data) as the pages show it: its pack said in the page's language
 * with the remote's words (`t`), else as the catalogue labels it (in English).
 */
export function productOf(item: WebsiteItem, t?: Words): Product {
  return {
    id: item.item_code,
    name: item.web_item_name,
    pack: sayIn(t)('pack.label', item.pack_label, { count: item.pack_size }),
    ratePaise: item.rate_paise,
    mrpPaise: item.mrp_paise,
    discountBasisPoints: item.discount_basis_points,
    inStock: item.in_stock,
    smallestQuantity: smallestQuantity(item.min_order_qty, item.case_multiple),
    image: ARTWORK_BY_NAME[item.website_image] ?? artwork.pack2g,
    imageAlt: item.slideshow[0]?.alt ?? item.web_item_name,
    picture: item.picture ?? null,
  };
}

/** The item's pictures as the catalogue lists them (a picture we have no artwork for is left out). */
export function galleryOf(item: WebsiteItem): { src: string; alt: string }[] {
  return item.slideshow.flatMap(({ image, alt }) => {
    const src = ARTWORK_BY_NAME[image];
    return src ? [{ src, alt }] : [];
  });
}

/** A pack's page: `/product-details` for the featured pack (the spec's URL), `/product-details/<item_code>` otherwise. */
export const productPath = (product: Pick<Product, 'id'>): string =>
  product.id === FEATURED_PACK.id ? '/product-details' : `/product-details/${product.id}`;

/** The stars and review count the product page shows (docs/product.md#product-detail: 4 reviews with 5 stars). */
export const featuredRating = { stars: 5, reviewCount: 4 } as const;

/**
 * Related Products (docs/product.md#product-detail): four other packs of the catalogue. The featured page keeps
 * the seed's four; another pack's page shows the other packs of its product first.
 */
export function relatedProducts(current: WebsiteItem, catalogue: readonly WebsiteItem[], t?: Words): Product[] {
  const others = catalogue.filter((item) => item.item_code !== current.item_code);
  const byCode = (code: string) => others.find((item) => item.item_code === code);
  const chosen =
    current.item_code === FEATURED_PACK.id
      ? FEATURED_RELATED.flatMap((code) => byCode(code) ?? [])
      : [
          ...others.filter((item) => item.variant_of === current.variant_of),
          ...others.filter((item) => item.variant_of !== current.variant_of),
        ];
  return chosen.slice(0, 4).map((item) => productOf(item, t));
}

const FEATURED_RELATED = ['suvasa-4g-24', 'suvasa-2g-12', 'suvasa-2g-24', 'suvasa-4g-48'];

/** The pack of `/product-details` (the spec's URL, and the home page's first card). */
export const FEATURED_PACK = { id: 'suvasa-2g-48' } as const satisfies Pick<Product, 'id'>;
