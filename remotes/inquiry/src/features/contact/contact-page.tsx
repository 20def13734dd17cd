import styled from 'styled-components';
import { Card, PageContainer } from '@site/ui';
import { useWords } from '../../lib/words';
import { Intro } from '../../components/inquiry-form/components/page-layout';
import { ContactInquiryForm } from './components/contact-inquiry-form';
import { HeadOffice } from './components/head-office';

const Columns = styled.div`
  display: grid;
  gap: 2rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** docs/product.md#contact: the contact form beside the head office address, email, phone and map. */
export default function ContactPage() {
  const t = useWords();
  return (
    <PageContainer>
      <h1>{t('contact.title')}</h1>
      <Intro>{t('contact.intro')}</Intro>
      <Columns>
        <Card>
          <ContactInquiryForm />
        </Card>
        <HeadOffice />
      </Columns>
    </PageContainer>
  );
}
