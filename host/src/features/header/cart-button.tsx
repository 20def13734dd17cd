import styled from 'styled-components';
import { openCart, useCartPacks } from '@site/state';
import { useWords } from '../../lib/words';
import { HeaderIconButton } from './icon-button';

const Button = styled(HeaderIconButton)`
  position: relative;
  color: ${({ theme }) => theme.colors.text};
`;

const Count = styled.span`
  position: absolute;
  top: -0.4rem;
  right: -0.4rem;
  min-width: 1.25rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.action};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

/**
 * Opens the cart drawer from any page (docs/product.md#cart-drawer, beyond the spec: the cart lasts, so it
 * needs a way back besides Add to Cart), with the packs in it when they are known.
 */
export function CartButton() {
  const t = useWords();
  const packs = useCartPacks();
  return (
    <Button
      type="button"
      aria-label={packs ? t('header.cartWithPacks', { count: packs }) : t('header.cart')}
      onClick={() => openCart()}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" />
        <circle cx="9.5" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {packs && <Count aria-hidden="true">{packs > 99 ? '99+' : packs}</Count>}
    </Button>
  );
}
