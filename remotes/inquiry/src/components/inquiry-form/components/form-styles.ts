import styled from 'styled-components';
export { ErrorText } from '@site/ui/form';

export const FormGrid = styled.div`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
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
