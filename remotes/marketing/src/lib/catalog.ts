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

/** The product of the product page (docs/product.md#product-detail: pack of 48 at 480 against 650). */
export const featuredProduct: Product = {
  id: 'suvasa-2g-48',
  name: `${site.productLine} 2g`,
  pack: 'Pack of 48',
  price: 480,
  oldPrice: 650,
  image: artwork.pack2g,
  imageAlt: `${site.productLine} 2 g sachet, front`,
};

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
    id: 'suvasa-4g-24',
    name: `${site.productLine} 4g`,
    pack: 'Pack of 24',
    price: 600,
    oldPrice: 800,
    image: artwork.pack4g,
    imageAlt: `${site.productLine} 4 g sachet, front`,
    grams: '4g',
    blurb: 'The larger 4 g sachet for longer journeys and for sharing with friends.',
  },
] as const satisfies readonly (Product & { grams: string; blurb: string })[];

/** Related Products (docs/product.md#product-detail): the other packs (sizes 12, 24 and 48). */
export const relatedProducts: readonly Product[] = [
  homeProducts[1],
  {
    id: 'suvasa-2g-12',
    name: `${site.productLine} 2g`,
    pack: 'Pack of 12',
    price: 120,
    oldPrice: 165,
    image: artwork.pack2g,
    imageAlt: `${site.productLine} 2 g sachet`,
  },
  {
    id: 'suvasa-2g-24',
    name: `${site.productLine} 2g`,
    pack: 'Pack of 24',
    price: 240,
    oldPrice: 325,
    image: artwork.pack2g,
    imageAlt: `${site.productLine} 2 g sachet`,
  },
  {
    id: 'suvasa-4g-48',
    name: `${site.productLine} 4g`,
    pack: 'Pack of 48',
    price: 1200,
    oldPrice: 1600,
    image: artwork.pack4g,
    imageAlt: `${site.productLine} 4 g sachet`,
  },
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
