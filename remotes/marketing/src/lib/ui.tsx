/**
 * The remote's small styling primitives, shared by its pages so every page has the same rhythm
 * (the page column itself is the shared `PageContainer`; buttons are @site/ui's `Button`, `$size="pill"` here): section headings and lead text.
 * Colours come from the host's theme so light and dark both meet WCAG AA.
 */
import styled, { css } from 'styled-components';

export const Eyebrow = styled.p`
  margin-bottom: 0.25rem;
  color: ${({ theme }) => theme.colors.link};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 5vw, 2.75rem);
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.text};
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.375rem, 3.5vw, 2rem);
  line-height: 1.2;
  margin-bottom: 0.75rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** A round 44 px control holding an icon (the gallery's arrows, the share links): surface background, text colour. */
export const roundIconControl = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * A section of text beside a picture, under a rule: stacked on small screens, `columns` side by side from
 * `md`, the picture centred and at most `imageMaxWidth` wide (the home page's features, the about page's stories).
 */
export const textBesidePicture = (layout: {
  gap: string;
  columns: string;
  wideGap: string;
  imageMaxWidth: string;
}) => css`
  display: grid;
  gap: ${layout.gap};
  align-items: center;
  padding: 2rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: ${layout.columns};
    gap: ${layout.wideGap};
  }

  img {
    width: 100%;
    max-width: ${layout.imageMaxWidth};
    height: auto;
    justify-self: center;
  }
`;

export const Lead = styled.p`
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 65ch;
`;
