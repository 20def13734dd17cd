import styled, { css } from 'styled-components';

/** The auth remote's form layout and buttons; the fields and controls themselves come from the shared package. */

/** A message about the whole form (a lock-out, a number already registered), not one field. */
export const Notice = styled.div`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const buttonBase = css`
  min-height: 2.75rem;
  min-width: 8rem;
  padding: 0.625rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;

export const Button = styled.button`
  ${buttonBase}
  border: 2px solid transparent;
  /* #1565c0 keeps white text above 4.5:1; the brand primary is a little light for it. */
  background: #1565c0;
  color: #ffffff;

  &:hover:not(:disabled) {
    background: #0d47a1;
  }
`;

export const OutlineButton = styled.button`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.colors.link};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
`;

/** A button that reads like a link (Resend OTP, Try again). */
export const LinkButton = styled.button`
  padding: 0;
  min-height: 2.75rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  text-decoration: underline;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Card = styled.div`
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** The login and OTP pages are one short form: a narrow column reads better. */
export const NarrowColumn = styled.div`
  max-width: 30rem;
  margin: 0 auto;
`;

export const Intro = styled.p`
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SmallPrint = styled.p`
  margin-top: 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
