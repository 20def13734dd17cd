import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '@site/ui';
import { Eyebrow, Lead, SectionTitle } from '../../../lib/ui';
import { siteFacts, useWords } from '../../../lib/words';

const Section = styled.section`
  padding: 2.5rem 0 1rem;

  p + a {
    margin-top: 1.25rem;
  }
`;

export function AboutBlurb() {
  const t = useWords();
  return (
    <Section aria-labelledby="about-title">
      <Eyebrow>{t('common.aboutUs')}</Eyebrow>
      <SectionTitle id="about-title">{t('home.about.title')}</SectionTitle>
      <Lead>{t('home.about.text', siteFacts)}</Lead>
      <Button as={Link} $size="pill" to="/about" aria-label={t('home.about.readMoreLabel')}>
        {t('home.about.readMore')}
      </Button>
    </Section>
  );
}
