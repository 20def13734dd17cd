import styled from 'styled-components';

/** A message about a whole form or list (a lock-out, a number already registered, a list that failed), not one field. */
export const Notice = styled.div`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

/** A note that reads as a status line, not an error. */
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
