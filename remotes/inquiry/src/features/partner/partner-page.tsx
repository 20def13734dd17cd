import { site } from '@site/contract';
import { Card, PageContainer } from '@site/ui';
import { Intro } from '../../components/inquiry-form/components/page-layout';
import { PartnerInquiryForm } from './components/partner-inquiry-form';

/** docs/product.md#partner: the distributor inquiry form. */
export default function PartnerPage() {
  return (
    <PageContainer>
      <h1>Become a Partner</h1>
      <Intro>
        Tell us about your business and the area you cover to distribute {site.productLine}. Fields marked * are
        required.
      </Intro>
      <Card>
        <PartnerInquiryForm />
      </Card>
    </PageContainer>
  );
}
