import { PRODUCT_SECTION_ID } from '@site/state';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '@site/ui';
import { Eyebrow, Lead, SectionTitle } from '../../../lib/ui';
import { homeProducts, productPath } from '../../../lib/catalog';
import { ProductGrid } from '../../../components/product-grid';
import { StatutoryWarning } from '../../../components/statutory-warning';

const Section = styled.section`
  /* Clears the host's sticky header when scrolled into view. */
  scroll-margin-top: 5rem;
  padding: 2.5rem 0;
`;

const Grid = styled(ProductGrid<(typeof homeProducts)[number]>)`
  gap: 1.25rem;
  margin: 1.5rem 0;

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 340px));
  }
`;

/** The two packs; the header's OUR PRODUCT and the footer's product links scroll here. */
export function ProductSection() {
  return (
    <Section id={PRODUCT_SECTION_ID} aria-labelledby="products-title">
      <Eyebrow>Our product</Eyebrow>
      <SectionTitle id="products-title">Pan masala in 2 g and 4 g sachets</SectionTitle>
      <Lead>One recipe, two sizes. Every sachet is tobacco-free and nicotine-free, and sealed fresh.</Lead>
      <Grid
        products={homeProducts}
        descriptionOf={(product) => `${product.pack} · ${product.blurb}`}
        actionOf={(product) => (
          <Button as={Link} $size="pill" to={productPath(product)} aria-label={`View details of ${product.name}`}>
            View details
          </Button>
        )}
      />
      <StatutoryWarning />
    </Section>
  );
}
