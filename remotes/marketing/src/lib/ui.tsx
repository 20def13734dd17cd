/**
 * The remote's small styling primitives, shared by its pages so every page has the same rhythm
 * (the page column itself is the shared `PageContainer`): section headings, the primary call-to-action and a visually hidden label.
 * Colours come from the host's theme so light and dark both meet WCAG AA.
 */
import { Link } from 'react-router-dom';
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

export const Lead = styled.p`
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 65ch;
`;

const actionStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.5rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* #1565c0 keeps white text above 4.5:1 in both schemes; the theme's primary is a little light for it. */
  background: #1565c0;
  color: #ffffff;
  font-weight: 700;
  font-size: 1rem;
  text-decoration: none;
  transition:
    background-color 150ms ease,
    transform 150ms ease;

  &:hover {
    background: #0d47a1;
  }

  &:active {
    transform: translateY(1px);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A link that looks like the primary button (Read More, Contact Us). */
export const ButtonLink = styled(Link)`
  ${actionStyles}
`;

export const Button = styled.button`
  ${actionStyles}
`;

/** The secondary button: outlined in the theme's link colour. */
export const OutlineButton = styled.button`
  ${actionStyles}
  background: transparent;
  border-color: ${({ theme }) => theme.colors.link};
  color: ${({ theme }) => theme.colors.link};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
