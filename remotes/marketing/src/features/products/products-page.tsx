import type { WebsiteItem } from '@site/contract';
import { CATALOGUE_READ } from '@site/state';
import type { PageRead } from '@site/state/routes';
import { Button, PageContainer, VisuallyHidden } from '@site/ui';
import styled from 'styled-components';
import { CatalogueItems } from '../../components/catalogue-items';
import { ProductGrid } from '../../components/product-grid';
import { StatutoryWarning } from '../../components/statutory-warning';
import { StockBadge } from '../../components/stock-badge';
import { addToCart, cartIntent } from '../../lib/cart';
import { type Product, productOf } from '../../lib/catalog';
import { Lead, PageTitle, SectionTitle } from '../../lib/ui';
import { useWords, type Words } from '../../lib/words';

const Intro = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
`;

const ProductSection = styled.section`
  padding: 1.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const About = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled(ProductGrid<Pack>)`
  gap: 1.25rem;
  margin: 1.25rem 0 0;

  /* One card a row on a phone: the picture is kept short so a pack's price and button stay close by. */
  img {
    max-height: 15rem;
  }

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    img {
      max-height: none;
    }
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Purchase = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Warning = styled(StatutoryWarning)`
  margin-top: 1.5rem;
`;

/** What the page is made of (`PageRead`): the catalogue, read by the host's server before rendering it. */
export function reads(): PageRead[] {
  return [CATALOGUE_READ];
}

/**
 * The catalogue (docs/product.md#products): every published pack, from the server's catalogue, grouped by
 * product, each with its picture, price against the MRP, stock and Add to Cart, linking to its own page.
 */
export default function ProductsPage() {
  const t = useWords();
  return (
    <PageContainer>
      <Intro>
        <PageTitle>{t('products.title')}</PageTitle>
        <Lead>{t('products.lead')}</Lead>
      </Intro>
      <CatalogueProducts />
      <Warning />
    </PageContainer>
  );
}

function CatalogueProducts() {
  const t = useWords();
  return <CatalogueItems>{(items) => byProduct(items, t).map(productSection)}</CatalogueItems>;
}

function productSection({ variant, name, about, packs }: ReturnType<typeof byProduct>[number], index: number) {
  return (
    <ProductSection key={variant} aria-labelledby={`${variant}-title`}>
      <SectionTitle id={`${variant}-title`}>{name}</SectionTitle>
      <About>{about}</About>
      <Grid
        products={packs}
        // The first product's pictures are the first thing seen.
        lazy={index > 0}
        descriptionOf={(pack) => pack.sachets}
        actionOf={(pack) => <AddToCart product={pack} />}
      />
    </ProductSection>
  );
}

/** Adds the pack's smallest quantity (one, unless it sells in cases) and opens the cart, as the product page's Add to Cart does; off when out of stock. */
function AddToCart({ product }: { product: Product }) {
  const t = useWords();
  return (
    <Purchase>
      <StockBadge inStock={product.inStock} />
      <Button
        $size="pill"
        type="button"
        disabled={!product.inStock}
        {...cartIntent}
        onClick={() => void addToCart(product.id, product.smallestQuantity)}
      >
        {t('cart.add')}
        <VisuallyHidden>
          : {product.name}, {product.pack}
        </VisuallyHidden>
      </Button>
    </Purchase>
  );
}

/** The catalogue's packs grouped by product (`variant_of`), in the catalogue's order. */
function byProduct(items: readonly WebsiteItem[], t: Words) {
  const products = new Map<string, { variant: string; name: string; about: string; packs: Pack[] }>();
  for (const item of items) {
    const product = products.get(item.variant_of) ?? {
      variant: item.variant_of,
      name: item.web_item_name,
      about: item.short_description,
      packs: [],
    };
    const sachets = t('pack.sachets', { count: item.pack_size, grams: item.weight_grams });
    product.packs.push({ ...productOf(item, t), sachets });
    products.set(item.variant_of, product);
  }
  return [...products.values()];
}

/** A pack with what it holds ("48 sachets × 2 g"). */
type Pack = Product & { sachets: string };
