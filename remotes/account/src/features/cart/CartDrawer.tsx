import styled from 'styled-components';
import { useCart } from '@site/shared';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1500;
  background: rgba(0, 0, 0, 0.4);
`;

const Drawer = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 1600;
  width: min(24rem, 100%);
  padding: 1.25rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ul {
    padding-left: 1.25rem;
  }
`;

/**
 * Placeholder until the cart screens land: the drawer the host mounts once (see CART_DRAWER_MODULE),
 * opened through the shared cart store, listing the lines with a close button.
 */
export default function CartDrawer() {
  const { open, lines, closeCart } = useCart();
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={closeCart} />
      <Drawer role="dialog" aria-modal="true" aria-label="Cart">
        <h2>My Cart</h2>
        <ul>
          {lines.map((line) => (
            <li key={line.id}>
              {line.name} · {line.pack} × {line.qty}
            </li>
          ))}
        </ul>
        <button type="button" onClick={closeCart}>
          Close
        </button>
      </Drawer>
    </>
  );
}
