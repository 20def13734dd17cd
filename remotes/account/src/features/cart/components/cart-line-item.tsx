import styled from 'styled-components';
import type { CartLine } from '@site/state';
import { VisuallyHidden } from '@site/ui';
import { formatRupees } from '../../../lib/money';
import { LineQuantity } from './line-quantity';
import { PackThumbnail } from './pack-thumbnail';

const Item = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  gap: 0.75rem;
  align-items: start;
  padding: 0.875rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.div`
  width: 4rem;
  height: 4rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

const Name = styled.p`
  font-weight: 700;
`;

const Pack = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Price = styled.p`
  text-align: right;
  font-weight: 700;

  s {
    display: block;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One cart line (docs/product.md#cart-drawer): image, name, pack, quantity stepper and line price. */
export function CartLineItem({ line, onQuantityChange }: { line: CartLine; onQuantityChange: (qty: number) => void }) {
  const label = `${line.name}, ${line.pack}`;
  const oldTotal = line.oldPrice * line.qty;
  const total = line.price * line.qty;
  return (
    <Item>
      <Thumb>{line.image ? <img src={line.image} alt="" loading="lazy" /> : <PackThumbnail />}</Thumb>
      <Info>
        <Name>{line.name}</Name>
        <Pack>{line.pack}</Pack>
        <LineQuantity label={label} value={line.qty} onChange={onQuantityChange} />
      </Info>
      <Price>
        {formatRupees(total)}
        {oldTotal > total && (
          <s>
            <VisuallyHidden>was </VisuallyHidden>
            {formatRupees(oldTotal)}
          </s>
        )}
      </Price>
    </Item>
  );
}
