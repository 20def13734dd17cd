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
