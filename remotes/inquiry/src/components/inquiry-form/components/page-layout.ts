import styled from 'styled-components';

export const Intro = styled.p`
  max-width: 45rem;
  margin-bottom: 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
