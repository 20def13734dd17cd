import styled from 'styled-components';

export type CardPadding = 'lg' | 'md' | 'sm';

const paddings: Record<CardPadding, string> = {
  lg: 'clamp(1.25rem, 3vw, 2rem)',
  md: 'clamp(1.25rem, 3vw, 1.75rem)',
  sm: '1.25rem',
};

/** A raised panel on the page: a form, an address, a section of a form (`as="section"`, `as="article"`). */
export const Card = styled.div<{ $padding?: CardPadding }>`
  padding: ${({ $padding = 'lg' }) => paddings[$padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
