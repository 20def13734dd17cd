import type { WebsiteItem } from '@site/contract';
import { PRODUCT_SECTION_ID } from '@site/state';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button, Note } from '@site/ui';
import { Eyebrow, Lead, SectionTitle } from '../../../lib/ui';
import { FEATURED_PACK, type Product, productOf, productPath } from '../../../lib/catalog';
import { CatalogueItems } from '../../../components/catalogue-items';
import { ProductGrid } from '../../../components/product-grid';
import { StatutoryWarning } from '../../../components/statutory-warning';
import { useWords, type WordId, type Words } from '../../../lib/words';

/**
 * The home page's two cards (docs/product.md#home): a 2 g and a 4 g pack, each with a line of its own.
 * Every figure is the catalogue's; a pack no longer on sale gives its place to the best ranked pack of
 * its size.
 */
const HOME_PACKS = [
  {
    code: FEATURED_PACK.id,
    weightGrams: 2,
    blurb: 'home.products.blurb2g',
  },
  {
    code: 'suvasa-4g-24',
    weightGrams: 4,
    blurb: 'home.products.blurb4g',
  },
] as const satisfies readonly { code: string; weightGrams: number; blurb: WordId }[];

type HomePack = Product & { blurb: WordId };

/** The home page's cards from the catalogue's items (best ranked first), in the order above. */
export function homePacks(items: readonly WebsiteItem[], t?: Words): HomePack[] {
  return HOME_PACKS.flatMap(({ code, weightGrams, blurb }) => {
    const item =
      items.find((candidate) => candidate.item_code === code) ??
      items.find((candidate) => candidate.weight_grams === weightGrams);
    return item ? [{ ...productOf(item, t), blurb }] : [];
  });
}

const Section = styled.section`
  /* Clears the host's sticky header when scrolled into view. */
  scroll-margin-top: 5rem;
  padding: 2.5rem 0;
`;

const Grid = styled(ProductGrid<HomePack>)`
  gap: 1.25rem;
  margin: 1.5rem 0;

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 340px));
  }
`;

/** The cards as the catalogue read has them. */
function HomeCards() {
  const t = useWords();
  return <CatalogueItems>{(items) => <Cards packs={homePacks(items, t)} />}</CatalogueItems>;
}

function Cards({ packs }: { packs: HomePack[] }) {
  const t = useWords();
  if (packs.length === 0) return <Note>{t('catalogue.empty')}</Note>;
  return (
    <Grid
      products={packs}
      descriptionOf={(product) => `${product.pack} · ${t(product.blurb)}`}
      actionOf={(product) => (
        <Button
          as={Link}
          $size="pill"
          to={productPath(product)}
          aria-label={t('home.products.viewDetailsOf', { name: product.name })}
        >
          {t('home.products.viewDetails')}
        </Button>
      )}
    />
  );
}

/** The two packs; the header's OUR PRODUCT and the banner's button scroll here. */
export function ProductSection() {
  const t = useWords();
  return (
    <Section id={PRODUCT_SECTION_ID} aria-labelledby="products-title">
      <Eyebrow>{t('home.products.eyebrow')}</Eyebrow>
      <SectionTitle id="products-title">{t('home.products.title')}</SectionTitle>
      <Lead>{t('home.products.lead')}</Lead>
      <HomeCards />
      <StatutoryWarning />
    </Section>
  );
}
