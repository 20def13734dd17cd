import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { uiTexts } from '@site/contract';
import { useSharedText } from '@site/state';

/** The not-found page's heading, and its document title, in English (`useSharedText` says it in the page's language). */
export const NOT_FOUND_TITLE = uiTexts.notFound.title;

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

/**
 * The not-found page (docs/product.md#logout-and-unknown-pages), one for the whole site: the host shows
 * it for an address no page has, and a page for a name that does not exist (a pack no longer sold).
 * `link` is the app's router link (react-router's `Link`), which this package does not depend on.
 */
export function NotFound({ link: HomeLink }: { link: ComponentType<{ to: string; children?: ReactNode }> }) {
  const say = useSharedText();
  return (
    <Section>
      <h1>{say(NOT_FOUND_TITLE)}</h1>
      <p>{say(uiTexts.notFound.body)}</p>
      <HomeLink to="/">{say(uiTexts.notFound.home)}</HomeLink>
    </Section>
  );
}
