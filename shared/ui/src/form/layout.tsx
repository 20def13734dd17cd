import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@site/ui';

const Section = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  & + & {
    margin-top: 1.25rem;
  }
`;

const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  margin-bottom: 1rem;
`;

/** A titled block of a form (Personal, Location, Other Information): a card of its own, named by its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

/** The row under a form: its buttons and a status line. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-top: 1.5rem;
`;
