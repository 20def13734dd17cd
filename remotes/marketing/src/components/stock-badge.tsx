import styled from 'styled-components';
import { useWords } from '../lib/words';

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
  const t = useWords();
  return <Badge $out={!inStock}>{t(inStock ? 'stock.in' : 'stock.out')}</Badge>;
}
