import type { PageHead, ReadReply } from '@site/state/routes';
import { PageContainer } from '@site/ui';
import styled from 'styled-components';
import { ContactCta } from '../../lib/contact-cta';
import { faqPageJsonLd } from '../../lib/structured-data';
import { Lead, PageTitle } from '../../lib/ui';
import { siteFacts, useWords, type Words } from '../../lib/words';
import { Accordion } from './components/accordion';
import { faqItems, faqStructuredData } from './faq-items';

const Header = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 2rem;
`;

/**
 * Structured data of the page for the host's server (see `PageHead`): its questions and answers, in the
 * page's language, so the host's words (`t`) are needed to say them.
 */
export function head(_path?: string, _replies?: readonly ReadReply[], t?: Words): PageHead {
  return t ? { jsonLd: [faqPageJsonLd(faqStructuredData(t))] } : {};
}

export default function FaqPage() {
  const t = useWords();
  return (
    <PageContainer>
      <Header>
        <PageTitle>{t('faq.title')}</PageTitle>
        <Lead>{t('faq.lead')}</Lead>
      </Header>
      <Accordion items={faqItems(t)} />
      <ContactCta title={t('faq.contact.title')} text={t('faq.contact.text', siteFacts)} />
    </PageContainer>
  );
}
