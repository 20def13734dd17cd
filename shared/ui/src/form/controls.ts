import styled, { css } from 'styled-components';

/**
 * The form controls every remote's forms share, so a field looks and focuses the same on every page.
 * Buttons and cards are @site/ui's; form sections and the row of actions are ./layout's.
 */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* textMuted keeps the border at ≥ 3:1 against the field in both schemes (WCAG 1.4.11). */
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.textMuted)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  /* A time input's clock button is a Tab stop of its own, where only :focus-within matches the input. */
  &:focus-visible,
  &[type='time']:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.7;
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

/** A control with a fixed prefix before it (the mobile number's +91, docs/product.md#mobile-number-rule). */
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

/** A field's error, tied to its control by aria-describedby. */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;
