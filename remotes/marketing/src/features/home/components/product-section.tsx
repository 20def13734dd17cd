import { PRODUCT_SECTION_ID } from '@site/state';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '@site/ui';
import { Eyebrow, Lead, SectionTitle } from '../../../lib/ui';
import { homeProducts } from '../../../lib/catalog';
import { ProductCard } from '../../../components/product-card';
import { StatutoryWarning } from '../../../components/statutory-warning';

const Section = styled.section`
  /* Clears the host's sticky header when scrolled into view. */
  scroll-margin-top: 5rem;
  padding: 2.5rem 0;
`;

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 1.5rem 0;
  padding: 0;
  list-style: none;

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
      <Grid>
        {homeProducts.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              description={`${product.pack} · ${product.blurb}`}
              action={
                <Button as={Link} $size="pill" to="/product-details" aria-label={`View details of ${product.name}`}>
                  View details
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
