import { site } from '@site/contract';
import { artwork } from '../assets/artwork';

/** A product as the marketing pages show it; `toCartLine` turns it into the shared cart's line. */
export interface Product {
  id: string;
  name: string;
  pack: string;
  price: number;
  oldPrice: number;
  image: string;
  imageAlt: string;
}

/** Whole-number percentage saved against the struck-out price (480 against 650 is 26% off). */
export function percentOff(product: Pick<Product, 'price' | 'oldPrice'>): number {
  return Math.round(((product.oldPrice - product.price) / product.oldPrice) * 100);
}

export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/**
 * One pack of the line: `count` sachets of `grams` g each, with its picture; `altSuffix` ends the picture's
 * description (", front" for the packs shown large).
 */
function pack(grams: 2 | 4, count: number, price: number, oldPrice: number, altSuffix = ''): Product {
  return {
    id: `suvasa-${grams}g-${count}`,
    name: `${site.productLine} ${grams}g`,
    pack: `Pack of ${count}`,
    price,
    oldPrice,
    image: grams === 2 ? artwork.pack2g : artwork.pack4g,
    imageAlt: `${site.productLine} ${grams} g sachet${altSuffix}`,
  };
}

/** The product of the product page (docs/product.md#product-detail: pack of 48 at 480 against 650). */
export const featuredProduct: Product = pack(2, 48, 480, 650, ', front');

/** The stars and review count the product page shows (docs/product.md#product-detail: 4 reviews with 5 stars). */
export const featuredRating = { stars: 5, reviewCount: 4 } as const;

/** The two packs of the home page's product section. */
export const homeProducts = [
  {
    ...featuredProduct,
    grams: '2g',
    blurb: 'A single-serve 2 g sachet: a quick, cool finish after meals or on the go.',
  },
  {
    ...pack(4, 24, 600, 800, ', front'),
    grams: '4g',
    blurb: 'The larger 4 g sachet for longer journeys and for sharing with friends.',
  },
] as const satisfies readonly (Product & { grams: string; blurb: string })[];

/** Related Products (docs/product.md#product-detail): the other packs (sizes 12, 24 and 48). */
export const relatedProducts: readonly Product[] = [
  homeProducts[1],
  pack(2, 12, 120, 165),
  pack(2, 24, 240, 325),
  pack(4, 48, 1200, 1600),
];

/** The product page's gallery: six pictures, so the thumbnail strip needs its arrows. */
export const featuredGallery = [
  { src: artwork.pack2g, alt: `${site.productLine} 2 g sachet, front` },
  { src: artwork.pack2gBack, alt: '2 g sachet, back: ingredients list and "no tobacco, no nicotine" mark' },
  { src: artwork.carton48, alt: 'Carton of 48 sachets of 2 g' },
  { src: artwork.ingredients, alt: 'The ingredients: betel leaf, betelnut, cardamom pods, mint and lime' },
  { src: artwork.packaging, alt: 'A leaf and a recycling arrow: the sachet is compostable' },
  { src: artwork.quality, alt: `${site.qualityStandard} quality seal` },
] as const;

export function toCartLine(product: Product, qty: number) {
  const { id, name, pack, price, oldPrice, image } = product;
  return { id, name, pack, price, oldPrice, image, qty };
}
