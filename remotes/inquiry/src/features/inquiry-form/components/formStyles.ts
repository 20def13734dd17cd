import styled from 'styled-components';
export { ErrorText, Input, Prefix, PrefixedControl, TextArea } from '@site/shared';

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
