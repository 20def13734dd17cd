import { site } from '@site/contract';
import { addToCart, PRODUCT_SECTION_ID, scrollToProductsState } from '@site/state';
import type { PageHead } from '@site/state/routes';
import { Button, Disclosure, PageContainer, VisuallyHidden } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { breadcrumbListJsonLd, productJsonLd } from '../../lib/structured-data';
import { PageTitle } from '../../lib/ui';
import { featuredGallery, featuredProduct, featuredRating, toCartLine } from '../../lib/catalog';
import { Gallery } from './components/gallery';
import { NutritionTable } from './components/nutrition-table';
import { Price } from '../../components/price';
import { QuantityStepper } from './components/quantity-stepper';
import { RelatedProducts } from './components/related-products';
import { ShareLinks } from './components/share-links';
import { StatutoryWarning } from '../../components/statutory-warning';

const Breadcrumb = styled.nav`
  margin-bottom: 1.25rem;
  font-size: 0.9375rem;

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '>';
    margin-right: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  [aria-current] {
    font-weight: 700;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 3rem;
    align-items: start;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.rating};
  letter-spacing: 0.1em;
`;

const Highlights = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.25rem;
  }
`;

const Taxes = styled.p`
  margin-top: -0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Purchase = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
`;

const Sections = styled.div`
  margin-top: 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Structured data of the page for the host's server (see `PageHead`): the product with its offer
 * and rating, and the breadcrumb the page shows, with Home in front.
 */
export function head(): PageHead {
  const product = featuredProduct;
  return {
    jsonLd: [
      productJsonLd({
        name: `${product.name} – ${product.pack}`,
        sku: product.id,
        images: [product.image],
        brand: site.brandName,
        price: product.price,
        rating: featuredRating,
      }),
      breadcrumbListJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Our Product', path: `/home#${PRODUCT_SECTION_ID}` },
        { name: product.name, path: '/product-details' },
      ]),
    ],
  };
}

/** Product detail (/product-details, docs/product.md#product-detail): the 2 g pack of 48. */
export default function ProductPage() {
  const [quantity, setQuantity] = useState(1);
  const product = featuredProduct;
  return (
    <PageContainer>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/home" state={scrollToProductsState}>
              Our Product
            </Link>
          </li>
          <li>Pan Masala</li>
          <li aria-current="page">2g</li>
        </ol>
      </Breadcrumb>

      <Layout>
        <Gallery images={featuredGallery} label={`${product.name} pictures`} />
        <Details>
          <PageTitle>
            {product.name} – {product.pack}
          </PageTitle>
          <Meta>
            <span>48 sachets × 2 g</span>
            <Badge>In Stock</Badge>
            <span>
              <Stars role="img" aria-label={`Rated ${featuredRating.stars} out of 5 stars`}>
                {'★'.repeat(featuredRating.stars)}
              </Stars>{' '}
              {featuredRating.reviewCount} reviews
            </span>
          </Meta>
          <Highlights aria-label="Highlights">
            <li>No tobacco, no nicotine</li>
            <li>Betelnut, catechu, lime, menthol, cardamom and natural flavours</li>
            <li>Compostable, biodegradable sachets</li>
            <li>Made in an {site.qualityStandard} certified plant, checked batch by batch</li>
          </Highlights>
          <Price product={product} size="lg" />
          <Taxes>inc. all taxes</Taxes>
          <Purchase>
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <Button $size="pill" type="button" onClick={() => addToCart(toCartLine(product, quantity))}>
              Add to Cart
              <VisuallyHidden>
                : {quantity} × {product.name}, {product.pack}
              </VisuallyHidden>
            </Button>
          </Purchase>
          <StatutoryWarning />
          <ShareLinks title={`${product.name} – ${product.pack}`} />
        </Details>
      </Layout>

      <Sections>
        <Disclosure title="Description" defaultOpen>
          <p>
            {site.productLine} is a betel-nut mouth freshener made without tobacco and without nicotine. Slow-roasted
            betelnut meets catechu and a touch of lime for the classic depth, while green cardamom and menthol leave a
            cool, clean finish. Each 2 g sachet is one serving; this carton holds 48.
          </p>
          <p>Store in a cool, dry place away from sunlight. Not for children or pregnant women.</p>
        </Disclosure>
        <Disclosure title="Ingredients">
          <p>Betelnut, catechu, lime, menthol, cardamom, natural flavours.</p>
          <p>Contains no tobacco and no nicotine.</p>
        </Disclosure>
        <Disclosure title="Nutrition per 100 g">
          <NutritionTable />
        </Disclosure>
      </Sections>

      <RelatedProducts />
    </PageContainer>
  );
}
