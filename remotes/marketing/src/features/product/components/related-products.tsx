import { addToCart } from '@site/state';
import { Button } from '@site/ui';
import styled from 'styled-components';
import { SectionTitle } from '../../../lib/ui';
import { relatedProducts, toCartLine } from '../../../lib/catalog';
import { ProductCard } from '../../../components/product-card';
import { StatutoryWarning } from '../../../components/statutory-warning';

const Section = styled.section`
  margin-top: 3rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.25rem;
  }
`;

/**
 * Related Products (docs/product.md#product-detail): four other packs. Buy Now does what a shopper expects of it — puts one of
 * that pack in the cart and opens the cart drawer, one step from checkout — rather than sending
 * them back to a product page.
 */
export function RelatedProducts() {
  return (
    <Section aria-labelledby="related-title">
      <SectionTitle id="related-title">Related Products</SectionTitle>
      <Grid>
        {relatedProducts.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              action={
                <Button
                  $size="pill"
                  type="button"
                  aria-label={`Buy Now: ${product.name}, ${product.pack}`}
                  onClick={() => addToCart(toCartLine(product, 1))}
                >
                  Buy Now
                </Button>
              }
            />
          </li>
        ))}
      </Grid>
      <StatutoryWarning />
    </Section>
  );
}
