import styled, { css } from 'styled-components';

export const FormGrid = styled.div`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field that spans both columns on wide screens (addresses, comments, the vehicle question). */
export const FieldBlock = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-left: 0.125rem;
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* textMuted keeps the border at ≥ 3:1 against the field in both schemes (WCAG 1.4.11). */
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.textMuted)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 1px;
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;

export const PrefixedControl = styled.div`
  display: flex;
  align-items: stretch;

  & > input {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
`;

export const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-right: none;
  border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

export const SubmitRow = styled.div`
  margin-top: 1.5rem;
`;

export const Button = styled.button`
  min-width: 9rem;
  padding: 0.75rem 1.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 700;

  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;
