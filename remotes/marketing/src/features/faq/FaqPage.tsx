import { PageContainer } from '@site/shared';
import { site } from '@site/shared/site';
import styled from 'styled-components';
import { ContactCta } from '../../lib/ContactCta';
import { Lead, PageTitle } from '../../lib/ui';
import { Accordion } from './components/Accordion';
import { faqItems } from './faqItems';

const Header = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 2rem;
`;

export default function FaqPage() {
  return (
    <PageContainer>
      <Header>
        <PageTitle>Frequently asked questions</PageTitle>
        <Lead>Short answers about what is in our pan masala, how it is made and how it is packed.</Lead>
      </Header>
      <Accordion items={faqItems} />
      <ContactCta
        title="Still have a question?"
        text={`Write to us and we will reply within ${site.responseBusinessDays} business days.`}
      />
    </PageContainer>
  );
}
