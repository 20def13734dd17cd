import { site } from '@site/contract';
import { Card, PageContainer } from '@site/ui';
import { useWords } from '../../lib/words';
import { Intro } from '../../components/inquiry-form/components/page-layout';
import { PartnerInquiryForm } from './components/partner-inquiry-form';

/** docs/product.md#partner: the distributor inquiry form. */
export default function PartnerPage() {
  const t = useWords();
  return (
    <PageContainer>
      <h1>{t('partner.title')}</h1>
      <Intro>{t('partner.intro', { productLine: site.productLine })}</Intro>
      <Card>
        <PartnerInquiryForm />
      </Card>
    </PageContainer>
  );
}
