import { useRef, useState } from 'react';
import styled from 'styled-components';
import { type Cart, orderingMessages } from '@site/contract';
import { useSharedText } from '@site/state';
import { Flex, LinkButton, VisuallyHidden } from '@site/ui';
import { useRupees } from '../../../lib/order-summary';
import { packImageUrl } from '../../../lib/pack-artwork';
import { usePackLabel, useWords } from '../../../lib/words';
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

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Stock = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

const Price = styled.p`
  text-align: right;
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  s {
    display: block;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type CartLine = Cart['items'][number];

interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (qty: number) => Promise<void>;
  onRemove: () => void;
}

/**
 * One cart line (docs/product.md#cart-drawer): image, name, pack, quantity stepper, line price (the server's) and a
 * remove control. The stepper shows the quantity asked for until the server's reply comes back.
 */
export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const t = useWords();
  const sharedText = useSharedText();
  const rupees = useRupees();
  const packLabel = usePackLabel();
  const pack = packLabel(line.pack_size);
  const label = `${line.item_name}, ${pack}`;
  const [asked, setAsked] = useState<number | null>(null);
  const lastAsk = useRef(0);
  const image = packImageUrl(line.website_image);
  const mrpTotal = line.mrp_paise * line.qty;

  const changeQuantity = (qty: number) => {
    const ask = ++lastAsk.current;
    setAsked(qty);
    void onQuantityChange(qty).finally(() => {
      if (ask === lastAsk.current) setAsked(null);
    });
  };

  return (
    <Item>
      <Thumb>{image ? <img src={image} alt="" loading="lazy" /> : <PackThumbnail />}</Thumb>
      <Info>
        <Name>{line.item_name}</Name>
        <Muted>{t('cart.aPack', { pack, rate: rupees(line.rate_paise) })}</Muted>
        <LineQuantity
          label={label}
          value={asked ?? line.qty}
          onChange={changeQuantity}
          minimum={line.min_order_qty}
          caseMultiple={line.case_multiple}
        />
        {!line.in_stock && <Stock>{sharedText(orderingMessages.outOfStock(line.item_name, line.stock_qty))}</Stock>}
        {line.quantity_problem && <Stock>{sharedText(line.quantity_problem)}</Stock>}
      </Info>
      <Flex $column $align="flex-end" $gap="0.5rem">
        <Price>
          {rupees(line.amount_paise)}
          {mrpTotal > line.amount_paise && (
            <s>
              <VisuallyHidden>{t('cart.mrp')}</VisuallyHidden>
              {rupees(mrpTotal)}
            </s>
          )}
        </Price>
        <LinkButton type="button" aria-label={t('cart.removeLine', { line: label })} onClick={onRemove}>
          {t('cart.remove')}
        </LinkButton>
      </Flex>
    </Item>
  );
}
