import styled from 'styled-components';

/** The page column every remote page sits in, inside the host's layout. */
export const PageContainer = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem ${({ theme }) => theme.layout.gutter};

  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    margin-bottom: 1rem;
  }
`;

/** Two equal columns from a breakpoint on (md unless told), one below it: a form's fields, a pair of cards. */
export const TwoColumnGrid = styled.div<{ $from?: 'sm' | 'md' }>`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme, $from = 'md' }) => theme.breakpoints[$from]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
