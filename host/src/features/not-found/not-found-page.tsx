import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const NOT_FOUND_TITLE = 'Page Not Found';

const Section = styled.section`
  max-width: 36rem;
  margin: 4rem auto;
  padding: 0 1rem;
  text-align: center;

  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    margin-bottom: 0.75rem;
  }

  p {
    margin-bottom: 1.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function NotFoundPage() {
  return (
    <Section>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to the home page</Link>
    </Section>
  );
}
