import styled, { css } from 'styled-components';

/** A titled block of a form (Personal, Location, Other Information). */
export const FormSection = styled.section`
  padding: clamp(1.25rem, 3vw, 1.75rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & + & {
    margin-top: 1.25rem;
  }
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  margin-bottom: 1rem;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-top: 1.5rem;
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase}
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

export const SecondaryButton = styled.button`
  ${buttonBase}
  border: 1px solid ${({ theme }) => theme.colors.link};
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
`;

/** A note that reads as a status line (not an error). */
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
