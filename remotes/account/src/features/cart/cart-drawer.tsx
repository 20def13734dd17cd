import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { orderingMessages } from '@site/contract';
import { cartStore, useSharedText } from '@site/state';
import { useCart } from '@site/state/cart';
import { Button, Dialog, IconButton, Note, Notice } from '@site/ui';
import { CartLineItem } from './components/cart-line-item';
import { CartTotals } from './components/cart-totals';
import { OffersRow } from './components/offers-row';
import { EmptyState } from '../../lib/empty-state';
import { FreshCart } from '../../lib/fresh-cart';
import { useWords } from '../../lib/words';

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
`;

const Refusal = styled(Notice)`
  margin: 1rem 0 0;
  display: grid;
  justify-items: start;
  gap: 0.5rem;
`;

/**
 * The cart drawer (docs/product.md#cart-drawer), mounted once by the host (CART_DRAWER_MODULE) and opened through the
 * shared cart store. It slides in from the right with the server's figures: the lines, See all offers (the live
 * schemes), the Cart Total panel and Proceed to Checkout (a link to /checkout, which asks a visitor to log in
 * first). Every opening prices the cart again, and it is priced again every few seconds while open (a change of
 * price, offer or GST shows, with a note); a refusal shows beside the figures before it. It closes by the
 * backdrop, Add More, X and Escape; focus stays inside while open and returns after (the site's Dialog).
 */
export default function CartDrawer() {
  const { open, cart, status, error, closeCart, setLineQuantity, removeLine, refreshCart } = useCart();
  const t = useWords();
  const sharedText = useSharedText();
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    // A call already on its way (Add to Cart opened the drawer) brings the figures; otherwise ask now.
    if (open && cartStore.get().status !== 'loading') void refreshCart();
  }, [open, refreshCart]);

  const applied = cart?.schemes.find((scheme) => scheme.applied) ?? null;
  const lines = cart?.items ?? [];

  // A click on the dialog outside its box is a click on its ::backdrop.
  return (
    <Drawer
      open={open}
      onClose={closeCart}
      initialFocus={closeButton}
      closeOnBackdropClick
      aria-labelledby={titleId}
      aria-busy={status === 'loading'}
      data-testid="cart-backdrop"
    >
      <Header>
        <h2 id={titleId}>{t('cart.title')}</h2>
        {/* What the cart holds, or nothing before the first figures. */}
        <p>{cart ? t('cart.packCount', { count: cart.totals.total_qty }) : ''}</p>
        <CloseButton ref={closeButton} type="button" aria-label={t('cart.close')} onClick={closeCart}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Header>
      <Body>
        {error && (
          <Refusal role="alert">
            {sharedText(error)}
            {!cart && (
              <Button $variant="outline" $size="sm" type="button" onClick={() => void refreshCart()}>
                {t('account.tryAgain')}
              </Button>
            )}
          </Refusal>
        )}
        {!cart && !error && <Note role="status">{t('cart.loading')}</Note>}
        <FreshCart active={open} />
        {cart && lines.length === 0 && (
          <EmptyState message={sharedText(orderingMessages.cartEmpty)} onBrowse={closeCart} />
        )}
        {cart && lines.length > 0 && (
          <>
            <ul aria-label={t('cart.items')}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.item_code}
                  line={line}
                  onQuantityChange={(qty) => setLineQuantity(line.item_code, qty)}
                  onRemove={() => void removeLine(line.item_code)}
                />
              ))}
            </ul>
            <OffersRow
              schemes={cart.schemes}
              discountPaise={cart.totals.discount_paise}
              subtotalPaise={cart.totals.subtotal_paise}
            />
            <CartTotals
              totals={cart.totals}
              schemeTitle={applied?.title ?? null}
              taxedAtCompanyState={cart.shipping_address ? null : cart.company_state}
            />
          </>
        )}
      </Body>
      <Footer>
        <Button $variant="outline" $size="sm" type="button" onClick={closeCart}>
          {t('cart.addMore')}
        </Button>
        {lines.length > 0 && (
          <Button as={Link} to="/checkout" $variant="primary" $size="sm" onClick={closeCart}>
            {t('cart.proceedToCheckout')}
          </Button>
        )}
      </Footer>
    </Drawer>
  );
}
