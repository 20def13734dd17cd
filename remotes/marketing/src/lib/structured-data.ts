/**
 * schema.org structured data (JSON-LD) of the marketing pages, returned by their `head()` exports
 * for the host's server to write into the HTML. Built from the same data the pages render, so
 * what a search engine reads is what a visitor sees.
 */
import { rupeesDecimal } from '@site/contract/money';

const SCHEMA_ORG = 'https://schema.org';

export interface ProductFacts {
  name: string;
  sku: string;
  /** Absolute URLs. */
  images: readonly string[];
  brand: string;
  /** In paise. */
  pricePaise: number;
  inStock: boolean;
  rating: { stars: number; reviewCount: number };
}

export function productJsonLd(product: ProductFacts): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: [...product.images],
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      // schema.org wants a plain decimal: no currency sign, no grouping.
      price: rupeesDecimal(product.pricePaise),
      priceCurrency: 'INR',
      availability: `${SCHEMA_ORG}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA_ORG}/NewCondition`,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.stars,
      reviewCount: product.rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export interface BreadcrumbStep {
  name: string;
  /** A path of this site; resolved against the page's own URL by whoever reads it. */
  path: string;
}

export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[]): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.path,
    })),
  };
}

export interface QuestionAndAnswer {
  question: string;
  /** Plain text. */
  answer: string;
}

export function faqPageJsonLd(entries: readonly QuestionAndAnswer[]): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
