import styled from 'styled-components';

export const Intro = styled.p`
  max-width: 45rem;
  margin-bottom: 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Card = styled.div`
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
