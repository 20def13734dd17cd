import { CATALOGUE_READ, PRODUCT_SECTION_ID } from '@site/state';
import type { PageRead } from '@site/state/routes';
import { PageContainer } from '@site/ui';
import { ContactCta } from '../../lib/contact-cta';
import { siteFacts, useWords } from '../../lib/words';
import { AboutBlurb } from './components/about-blurb';
import { FeatureSections } from './components/feature-sections';
import { HeroBanner } from './components/hero-banner';
import { ProductSection } from './components/product-section';
import { useScrollToSection } from './hooks/use-scroll-to-section';

/** What the page is made of (`PageRead`): the catalogue its two cards show, read by the host's server first. */
export function reads(): PageRead[] {
  return [CATALOGUE_READ];
}

/** Home (/ and /home, docs/product.md#home): banner, about blurb, the two packs, three quality sections, Contact Us. */
export default function HomePage() {
  useScrollToSection(PRODUCT_SECTION_ID);
  const t = useWords();

  return (
    <>
      <HeroBanner />
      <PageContainer>
        <AboutBlurb />
        <ProductSection />
        <FeatureSections />
        <ContactCta title={t('home.contact.title')} text={t('home.contact.text', siteFacts)} />
      </PageContainer>
    </>
  );
}
