import { useId, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { useCart } from '@site/state';
import { Button, Dialog, IconButton, Note } from '@site/ui';
import { accountNotices } from '../../lib/notices';
import { CartLineItem } from './components/cart-line-item';
import { CartTotals } from './components/cart-totals';
import { OffersRow } from './components/offers-row';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Drawer = styled(Dialog)`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(26rem, 100%);
  height: 100%;
  margin: 0;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${slideIn} 250ms ease-out;

  &[open] {
    display: flex;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.375rem;
  }

  p {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CloseButton = styled(IconButton)`
  border: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.75rem;
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 1.25rem 1rem;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Footer = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    grid-column: 1 / -1;
    font-size: 0.875rem;
  }
`;

/**
 * The cart drawer (docs/product.md#cart-drawer), mounted once by the host (CART_DRAWER_MODULE) and opened through the shared
 * cart store: it slides in from the right with the lines, See all offers, the Cart Total panel and
 * Proceed to Checkout — not wired to anything, as in the seed, so it is shown unavailable and says so.
 * It closes by the backdrop, Add More, X and Escape; focus stays inside while open and returns after
 * (the site's Dialog).
 */
export default function CartDrawer() {
  const { open, lines, totals, closeCart, setLineQuantity } = useCart();
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const checkoutNoteId = useId();
  const itemCount = lines.reduce((sum, line) => sum + line.qty, 0);

  // A click on the dialog outside its box is a click on its ::backdrop.
  return (
    <Drawer
      open={open}
      onClose={closeCart}
      initialFocus={closeButton}
      closeOnBackdropClick
      aria-labelledby={titleId}
      data-testid="cart-backdrop"
    >
      <Header>
        <h2 id={titleId}>My Cart</h2>
        <p>
          ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </p>
        <CloseButton ref={closeButton} type="button" aria-label="Close cart" onClick={closeCart}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      <Body>
        {lines.length ? (
          <ul aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onQuantityChange={(qty) => setLineQuantity(line.id, qty)} />
            ))}
          </ul>
        ) : (
          <p>{accountNotices.cartEmpty}</p>
        )}
        <OffersRow />
        <CartTotals totals={totals} />
      </Body>
      <Footer>
        <Button $variant="outline" $size="sm" type="button" onClick={closeCart}>
          Add More
        </Button>
        <Button $variant="primary" $size="sm" type="button" aria-disabled="true" aria-describedby={checkoutNoteId}>
          Proceed to Checkout
        </Button>
        <Note id={checkoutNoteId}>{accountNotices.checkoutUnavailable}</Note>
      </Footer>
    </Drawer>
  );
}
