import { addToCart, cartIntent } from '../../../lib/cart';
import { Button } from '@site/ui';
import styled from 'styled-components';
import { SectionTitle } from '../../../lib/ui';
import type { Product } from '../../../lib/catalog';
import { ProductGrid } from '../../../components/product-grid';
import { StatutoryWarning } from '../../../components/statutory-warning';
import { useWords } from '../../../lib/words';

const Section = styled.section`
  margin-top: 3rem;
`;

const Grid = styled(ProductGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 1rem 0;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.25rem;
  }
`;

/**
 * Related Products (docs/product.md#product-detail): four other packs, each linking to its page. Buy Now does what a shopper expects of it — puts that pack's
 * smallest quantity in the cart and opens the cart drawer, one step from checkout — rather than sending
 * them back to a product page.
 */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const t = useWords();
  return (
    <Section aria-labelledby="related-title">
      <SectionTitle id="related-title">{t('related.title')}</SectionTitle>
      <Grid
        products={products}
        actionOf={(product) => (
          <Button
            $size="pill"
            type="button"
            aria-label={t('related.buyNowLabel', { name: product.name, pack: product.pack })}
            {...cartIntent}
            onClick={() => void addToCart(product.id, product.smallestQuantity)}
          >
            {t('related.buyNow')}
          </Button>
        )}
      />
      <StatutoryWarning />
    </Section>
  );
}
