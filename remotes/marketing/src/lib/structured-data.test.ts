import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, faqPageJsonLd, productJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes a product with its offer in rupees (from paise) and its rating', () => {
    const product = productJsonLd({
      name: 'Tea – Pack of 12',
      sku: 'tea-12',
      images: ['https://cdn.example/tea.svg'],
      brand: 'Brand',
      pricePaise: 120_000,
      inStock: true,
      rating: { stars: 4, reviewCount: 9 },
    });
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tea – Pack of 12',
      sku: 'tea-12',
      image: ['https://cdn.example/tea.svg'],
      brand: { '@type': 'Brand', name: 'Brand' },
      offers: { '@type': 'Offer', price: '1200.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 9, bestRating: 5 },
    });
  });

  it('says a product without stock is out of stock', () => {
    const product = productJsonLd({
      name: 'Tea',
      sku: 'tea-12',
      images: [],
      brand: 'Brand',
      pricePaise: 45_050,
      inStock: false,
      rating: { stars: 4, reviewCount: 9 },
    });
    expect(product.offers).toMatchObject({ price: '450.50', availability: 'https://schema.org/OutOfStock' });
  });

  it('numbers the steps of a breadcrumb from 1', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Tea', path: '/tea' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Tea', item: '/tea' },
      ],
    });
  });

  it('makes each question and answer of a FAQ page a Question with its accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'Why?', answer: 'Because.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    });
  });
});
