import { site } from '@site/contract';
import { CATALOGUE_READ, PRODUCT_SECTION_ID } from '@site/state';
import type { PageRead } from '@site/state/routes';
import { PageContainer } from '@site/ui';
import { ContactCta } from '../../lib/contact-cta';
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

  return (
    <>
      <HeroBanner />
      <PageContainer>
        <AboutBlurb />
        <ProductSection />
        <FeatureSections />
        <ContactCta
          title="Questions, bulk orders or feedback?"
          text={`Our team answers every message within ${site.responseBusinessDays} business days.`}
        />
      </PageContainer>
    </>
  );
}
