import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '@site/ui';
import { SectionTitle } from './ui';
import { useWords } from './words';

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  margin-top: 2rem;
  padding: 1.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: 2rem 2.5rem;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The closing call to action of the home and about pages: Contact Us → /contact. */
export function ContactCta({ title, text }: { title: string; text: string }) {
  const t = useWords();
  return (
    <Panel aria-labelledby="contact-cta-title">
      <div>
        <SectionTitle id="contact-cta-title">{title}</SectionTitle>
        <p>{text}</p>
      </div>
      <Button as={Link} $size="pill" to="/contact">
        {t('common.contactUs')}
      </Button>
    </Panel>
  );
}
