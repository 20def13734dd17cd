import { PageContainer } from '@site/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Lead, PageTitle } from '../../../lib/ui';
import { useWords } from '../../../lib/words';

export interface PolicySection {
  /** Anchor of the section, for the contents list and deep links. */
  id: string;
  heading: string;
  body: ReactNode;
}

export interface PolicyDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
  /** Number the headings (terms are cited as "section 4"). */
  numbered?: boolean;
}

const Article = styled.article`
  max-width: 72ch;

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.375rem;
    margin: 2rem 0 0.75rem;
    scroll-margin-top: 5rem;
  }

  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p + p,
  p + ul,
  ul + p {
    margin-top: 0.75rem;
  }

  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.25rem;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Updated = styled.p`
  margin-top: 0.5rem;
  font-size: 0.875rem;
`;

const Contents = styled.nav`
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 0.5rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
  }

  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * Moves to a section without changing the URL: a fragment navigation would reach the host's router
 * as a new location and its scroll-to-top would undo the jump. Focus follows for keyboard users.
 */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** One layout for the three policy pages: title, date, contents list and the numbered sections. */
export function PolicyDocument({ title, lastUpdated, intro, sections, numbered = false }: PolicyDocumentProps) {
  const t = useWords();
  return (
    <PageContainer>
      <Article aria-labelledby="policy-title">
        <PageTitle id="policy-title">{title}</PageTitle>
        <Updated>{t('policy.lastUpdated', { date: lastUpdated })}</Updated>
        <Lead as="div">{intro}</Lead>
        <Contents aria-labelledby="policy-contents">
          <h2 id="policy-contents">{t('policy.contents')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpToSection(event, section.id)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </Contents>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1}>
              {numbered ? `${index + 1}. ${section.heading}` : section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </Article>
    </PageContainer>
  );
}
