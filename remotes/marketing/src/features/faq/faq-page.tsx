import { site } from '@site/contract';
import type { PageHead } from '@site/state/routes';
import { PageContainer } from '@site/ui';
import styled from 'styled-components';
import { ContactCta } from '../../lib/contact-cta';
import { faqPageJsonLd } from '../../lib/structured-data';
import { Lead, PageTitle } from '../../lib/ui';
import { Accordion } from './components/accordion';
import { faqEntries, faqItems } from './faq-items';

const Header = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 2rem;
`;

/** Structured data of the page for the host's server (see `PageHead`): its questions and answers. */
export function head(): PageHead {
  return { jsonLd: [faqPageJsonLd(faqEntries)] };
}

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
