import styled from 'styled-components';

const Badge = styled.span<{ $out: boolean }>`
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $out }) => ($out ? theme.colors.textMuted : theme.colors.success)};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** Whether the catalogue has the pack in stock, as the product pages say it. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge $out={!inStock}>{inStock ? 'In Stock' : 'Out of Stock'}</Badge>;
}
