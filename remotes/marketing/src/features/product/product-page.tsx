import { FEATURED_ITEM_CODE, type WebsiteItem, site, smallestQuantity } from '@site/contract';
import { CATALOGUE_READ, itemRead, PRODUCT_SECTION_ID, scrollToProductsState, usePageHead } from '@site/state';
import { usePageRead } from '@site/state/query';
import type { PageHead, PageRead, PageSitemap, ReadReply } from '@site/state/routes';
import {
  Button,
  Disclosure,
  Flex,
  NOT_FOUND_TITLE,
  NotFound,
  PageContainer,
  SpacedList,
  VisuallyHidden,
} from '@site/ui';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { breadcrumbListJsonLd, productJsonLd } from '../../lib/structured-data';
import { PageTitle } from '../../lib/ui';
import {
  type Catalogue,
  featuredRating,
  galleryOf,
  packHead,
  productOf,
  productPath,
  relatedProducts,
  sayIn,
} from '../../lib/catalog';
import { Gallery } from './components/gallery';
import { NutritionTable } from './components/nutrition-table';
import { Price } from '../../components/price';
import { ReadFailed } from '../../components/read-failed';
import { QuantityStepper } from './components/quantity-stepper';
import { RelatedProducts } from './components/related-products';
import { ShareLinks } from './components/share-links';
import { StatutoryWarning } from '../../components/statutory-warning';
import { StockBadge } from '../../components/stock-badge';
import { addToCart, cartIntent } from '../../lib/cart';
import { useUploadedPicture } from '../../lib/uploaded-picture';
import { useWords, type Words } from '../../lib/words';

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

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.rating};
  letter-spacing: 0.1em;
`;

const Taxes = styled.p`
  margin-top: -0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sections = styled.div`
  margin-top: 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type ItemInfo = { product_info: WebsiteItem };

/** The item code a product page's path names: `/product-details` is the featured pack's. */
function itemCodeOf(path: string): string {
  const segment = path.split('/')[2];
  if (!segment) return FEATURED_ITEM_CODE;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What the page is made of (`PageRead`): its item, and the catalogue for Related Products. */
export function reads(path: string): PageRead[] {
  return [itemRead(itemCodeOf(path)), CATALOGUE_READ];
}

/**
 * Head of the page for the host's server (see `PageHead`): the pack's own title and description (the
 * same the page gives itself in the browser), the product with its offer and rating, and the breadcrumb
 * the page shows, with Home in front; a code the catalogue does not have is the not-found page, a 404.
 * In the page's language with the host's words (`t`), else in English.
 */
export function head(path: string, replies: readonly ReadReply[], t?: Words): PageHead {
  const itemReply = replies.find((reply) => reply.method === 'getItem');
  if (itemReply?.message === null) return { notFound: true, title: NOT_FOUND_TITLE };
  const item = (itemReply?.message as ItemInfo | undefined)?.product_info;
  if (!item) return {};
  const product = productOf(item, t);
  const say = sayIn(t);
  return {
    ...packHead(item, t),
    jsonLd: [
      productJsonLd({
        name: `${product.name} – ${product.pack}`,
        sku: product.id,
        images: galleryOf(item).map((picture) => picture.src),
        brand: site.brandName,
        pricePaise: product.ratePaise,
        inStock: product.inStock,
        rating: featuredRating,
      }),
      breadcrumbListJsonLd([
        { name: say('product.home', 'Home'), path: '/' },
        { name: say('product.ourProduct', 'Our Product'), path: `/home#${PRODUCT_SECTION_ID}` },
        { name: product.name, path: productPath(product) },
      ]),
    ],
  };
}

/** Every published pack's page, for the sitemap: the catalogue's packs, each at its one URL. */
export const sitemap: PageSitemap = {
  reads: [CATALOGUE_READ],
  paths(replies) {
    const catalogue = replies.find((reply) => reply.method === CATALOGUE_READ.method)?.message as
      Catalogue | null | undefined;
    return (catalogue?.items ?? []).map((item) => productPath({ id: item.item_code }));
  },
};

/**
 * Product detail (docs/product.md#product-detail): `/product-details` is the 2 g pack of 48, `/product-details/<item_code>`
 * each other pack, every figure from the server's catalogue. The featured pack has one URL: its code in
 * the path goes back to `/product-details`.
 */
export default function ProductPage() {
  const { itemCode } = useParams();
  if (itemCode === FEATURED_ITEM_CODE) return <Navigate to="/product-details" replace />;
  const code = itemCode ?? FEATURED_ITEM_CODE;
  return (
    // A new pack is a new page: its own quantity, starting at its smallest.
    <ProductOf key={code} itemCode={code} />
  );
}

function ProductOf({ itemCode }: { itemCode: string }) {
  const t = useWords();
  const item = usePageRead<ItemInfo>(itemRead(itemCode));
  if (item.isError) {
    return (
      <PageContainer>
        <PageTitle>{t('product.fallbackTitle')}</PageTitle>
        <ReadFailed message={t('product.loadFailed')} read={item} />
      </PageContainer>
    );
  }
  if (item.data === undefined)
    return (
      <PageContainer aria-busy="true">
        <p role="status">{t('product.loading')}</p>
      </PageContainer>
    );
  if (item.data === null) return <UnknownProduct />;
  return <ProductDetail item={item.data.product_info} />;
}

/** A code the catalogue does not have is the site's not-found page (the server answers it with 404). */
function UnknownProduct() {
  usePageHead({ title: NOT_FOUND_TITLE });
  return <NotFound link={Link} />;
}

function ProductDetail({ item }: { item: WebsiteItem }) {
  const t = useWords();
  const smallest = smallestQuantity(item.min_order_qty, item.case_multiple);
  const [quantity, setQuantity] = useState(smallest);
  const product = productOf(item, t);
  const uploaded = useUploadedPicture(item.picture);
  usePageHead(packHead(item, t));
  const catalogue = usePageRead<Catalogue>(CATALOGUE_READ);
  return (
    <PageContainer>
      <Breadcrumb aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to="/home" state={scrollToProductsState}>
              {t('product.ourProduct')}
            </Link>
          </li>
          <li>{item.item_group}</li>
          <li aria-current="page">{t('product.weight', { grams: item.weight_grams })}</li>
        </ol>
      </Breadcrumb>

      <Layout>
        <Gallery
          images={uploaded ? [{ src: uploaded, alt: product.imageAlt }, ...galleryOf(item)] : galleryOf(item)}
          label={t('product.pictures', { name: product.name })}
        />
        <Details>
          <PageTitle>
            {product.name} – {product.pack}
          </PageTitle>
          <Meta>
            <span>{t('pack.sachets', { count: item.pack_size, grams: item.weight_grams })}</span>
            <StockBadge inStock={product.inStock} />
            <span>
              <Stars role="img" aria-label={t('product.rated', { stars: featuredRating.stars })}>
                {'★'.repeat(featuredRating.stars)}
              </Stars>{' '}
              {t('product.reviews', { count: featuredRating.reviewCount })}
            </span>
          </Meta>
          <SpacedList $spacing="0.25rem" aria-label={t('product.highlights')}>
            {item.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </SpacedList>
          <Price product={product} size="lg" />
          <Taxes>{t('product.taxes')}</Taxes>
          <Flex $wrap $align="flex-end" $gap="1rem">
            <QuantityStepper value={quantity} onChange={setQuantity} smallest={smallest} step={item.case_multiple} />
            <Button
              $size="pill"
              type="button"
              disabled={!product.inStock}
              {...cartIntent}
              onClick={() => void addToCart(product.id, quantity)}
            >
              {t('cart.add')}
              <VisuallyHidden>
                : {quantity} × {product.name}, {product.pack}
              </VisuallyHidden>
            </Button>
          </Flex>
          <StatutoryWarning />
          <ShareLinks title={`${product.name} – ${product.pack}`} />
        </Details>
      </Layout>

      <Sections>
        <Disclosure title={t('product.description')} defaultOpen>
          <p>{item.web_long_description}</p>
          <p>{t('product.storage')}</p>
        </Disclosure>
        <Disclosure title={t('product.ingredients')}>
          <p>{item.ingredients}</p>
        </Disclosure>
        <Disclosure title={t('product.nutrition')}>
          <NutritionTable rows={item.nutrition} />
        </Disclosure>
      </Sections>

      {catalogue.data && <RelatedProducts products={relatedProducts(item, catalogue.data.items, t)} />}
    </PageContainer>
  );
}
