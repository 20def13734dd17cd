import styled from 'styled-components';

/**
 * A message about a whole form or list, not one field: a refusal or failure (a lock-out, a number already
 * registered, a list that failed), or with `$tone="success"` a thing done (an order placed).
 */
export const Notice = styled.div<{ $tone?: 'error' | 'success' }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme, $tone = 'error' }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

/** A note that reads as a status line, not an error. */
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
