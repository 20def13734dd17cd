import { site } from '@site/contract';
import styled from 'styled-components';

/**
 * The statement FSS (Labelling and Display) Regulations 2020 require wherever pan masala is shown:
 * bold capitals in a boxed band, high contrast in both themes, never shrunk below body size.
 */
const Warning = styled.p`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  line-height: 1.35;
  text-align: center;
  text-transform: uppercase;
`;

export function StatutoryWarning({ className }: { className?: string }) {
  return (
    <Warning className={className} role="note" aria-label="Statutory warning">
      {site.statutoryWarning}
    </Warning>
  );
}
