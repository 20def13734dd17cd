import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui';
import { formatRupees, wholePercent } from '@site/contract/money';
import { useLanguage } from '@site/state';
import type { Product } from '../lib/catalog';
import { useWords } from '../lib/words';

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
  const t = useWords();
  const language = useLanguage();
  return (
    <Row $size={size}>
      <Current $size={size}>
        <VisuallyHidden>{t('price.current')} </VisuallyHidden>
        {formatRupees(product.ratePaise, language)}
      </Current>
      <Old>
        <VisuallyHidden>{t('price.mrp')} </VisuallyHidden>
        {formatRupees(product.mrpPaise, language)}
      </Old>
      <Off>{t('price.off', { percent: wholePercent(product.discountBasisPoints) })}</Off>
    </Row>
  );
}
