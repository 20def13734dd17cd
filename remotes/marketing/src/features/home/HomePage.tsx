import { site } from '@site/contract';
import { PRODUCT_SECTION_ID } from '@site/state';
import { PageContainer } from '@site/ui';
import { ContactCta } from '../../lib/ContactCta';
import { AboutBlurb } from './components/AboutBlurb';
import { FeatureSections } from './components/FeatureSections';
import { HeroBanner } from './components/HeroBanner';
import { ProductSection } from './components/ProductSection';
import { useScrollToSection } from './hooks/useScrollToSection';

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
