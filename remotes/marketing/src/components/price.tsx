import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui';
import { formatRupees, wholePercent } from '@site/contract/money';
import type { Product } from '../lib/catalog';

const Row = styled.p<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.625rem;
  margin: 0;
  font-size: ${({ $size }) => ($size === 'lg' ? '1rem' : '0.9375rem')};
`;

const Current = styled.span<{ $size: 'md' | 'lg' }>`
  font-size: ${({ $size }) => ($size === 'lg' ? '2rem' : '1.375rem')};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Old = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Off = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

/** Price against the struck-out MRP and the saving; screen readers hear which is which. */
export function Price({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'ratePaise' | 'mrpPaise' | 'discountBasisPoints'>;
  size?: 'md' | 'lg';
}) {
  return (
    <Row $size={size}>
      <Current $size={size}>
        <VisuallyHidden>Price </VisuallyHidden>
        {formatRupees(product.ratePaise)}
      </Current>
      <Old>
        <VisuallyHidden>Maximum retail price </VisuallyHidden>
        {formatRupees(product.mrpPaise)}
      </Old>
      <Off>{wholePercent(product.discountBasisPoints)}% off</Off>
    </Row>
  );
}
