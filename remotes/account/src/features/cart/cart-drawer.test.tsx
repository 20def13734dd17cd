import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart, openCart, SAMPLE_CART_LINES, useCart } from '@site/state';
import { accountNotices } from '../../lib/notices';
import { renderWithProviders } from '@site/testing';
import CartDrawer from './cart-drawer';

/** A page with a button that opens the cart, as the product page's Add to Cart does. */
function Page() {
  const { open } = useCart();
  return (
    <>
      <button type="button" onClick={() => openCart()}>
        Open cart
      </button>
      <a href="#after">A link behind the drawer</a>
      <span data-testid="cart-open">{String(open)}</span>
      <CartDrawer />
    </>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  const opener = screen.getByRole('button', { name: 'Open cart' });
  await user.click(opener);
  return { user, opener, drawer: screen.getByRole('dialog', { name: 'My Cart' }) };
}

const totalsOf = (drawer: HTMLElement) => {
  const panel = within(drawer).getByRole('region', { name: 'Cart Total' });
  return Array.from(
    panel.querySelectorAll('dt'),
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
  );
};

const lineNamed = (drawer: HTMLElement, label: string) =>
  within(drawer)
    .getByRole('group', { name: `Quantity of ${label}` })
    .closest('li') as HTMLElement;

describe('CartDrawer', () => {
  it('renders nothing until the cart opens', () => {
    renderWithProviders(<CartDrawer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the sample lines with image, name, pack, stepper and line price, and the spec’s totals exactly', async () => {
    const { drawer } = await openDrawer();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const items = within(drawer).getAllByRole('listitem');
    expect(items).toHaveLength(SAMPLE_CART_LINES.length);
    SAMPLE_CART_LINES.forEach((line, index) => {
      const item = items[index]!;
      expect(item).toHaveTextContent(line.name);
      expect(item).toHaveTextContent(line.pack);
      expect(item.querySelector('svg, img')).not.toBeNull();
      expect(within(item).getByRole('group', { name: `Quantity of ${line.name}, ${line.pack}` })).toHaveTextContent(
        String(line.qty),
      );
      expect(item).toHaveTextContent(`₹${(line.price * line.qty).toLocaleString('en-IN')}`);
    });
    expect(totalsOf(drawer)).toEqual([
      'Subtotal ₹2,640',
      'Discount (10% OFF) -₹100',
      'Effective Subtotal ₹2,540',
      'GST ₹711.2',
      'Grand Total ₹3,251.2',
    ]);
    expect(within(drawer).getByRole('button', { name: 'See all offers' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a line added from the product page joins the sample lines, with its picture', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    act(() =>
      addToCart({
        id: 'suvasa-2g-48',
        name: 'Suvasa Pan Masala 2g',
        pack: 'Pack of 48',
        price: 480,
        oldPrice: 650,
        image: '/pack-2g.svg',
        qty: 2,
      }),
    );
    const drawer = screen.getByRole('dialog', { name: 'My Cart' });
    const added = lineNamed(drawer, 'Suvasa Pan Masala 2g, Pack of 48');
    expect(added.querySelector('img')).toHaveAttribute('src', '/pack-2g.svg');
    expect(added).toHaveTextContent('₹960');
    expect(totalsOf(drawer)[0]).toBe('Subtotal ₹3,600');
    await user.click(within(drawer).getByRole('button', { name: 'Close cart' }));
  });

  it('steps a quantity up and down, never below 1, and the totals follow', async () => {
    const { user, drawer } = await openDrawer();
    const [first] = SAMPLE_CART_LINES;
    const label = `${first!.name}, ${first!.pack}`;
    const group = within(drawer).getByRole('group', { name: `Quantity of ${label}` });
    const decrease = within(group).getByRole('button', { name: `Decrease quantity of ${label}` });
    const increase = within(group).getByRole('button', { name: `Increase quantity of ${label}` });

    await user.click(increase);
    expect(group).toHaveTextContent('3');
    expect(totalsOf(drawer)[0]).toBe('Subtotal ₹3,120');

    await user.click(decrease);
    await user.click(decrease);
    expect(group).toHaveTextContent('1');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    await user.keyboard('{Enter}');
    expect(group).toHaveTextContent('1');
    expect(decrease).toHaveFocus();
    expect(totalsOf(drawer)[0]).toBe('Subtotal ₹2,160');
  });

  it('opens the offers and shows checkout as not available, without closing', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'See all offers' }));
    expect(within(drawer).getByText(accountNotices.offerApplied('10% OFF', '₹100'))).toBeVisible();

    const checkout = within(drawer).getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription(accountNotices.checkoutUnavailable);
    await user.click(checkout);
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
  });

  it.each<[string, (user: UserEvent, drawer: HTMLElement) => Promise<void>]>([
    ['X', (user, drawer) => user.click(within(drawer).getByRole('button', { name: 'Close cart' }))],
    ['Add More', (user, drawer) => user.click(within(drawer).getByRole('button', { name: 'Add More' }))],
    ['the backdrop', (user) => user.click(screen.getByTestId('cart-backdrop'))],
    ['Escape', (user) => user.keyboard('{Escape}')],
  ])('closes by %s and gives focus back to what opened it', async (_, close) => {
    const { user, opener, drawer } = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    await close(user, drawer);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('cart-open')).toHaveTextContent('false');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside while open, and stops the page behind from scrolling', async () => {
    const { user, drawer } = await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(drawer).getByRole('button', { name: 'Close cart' });
    const checkout = within(drawer).getByRole('button', { name: 'Proceed to Checkout' });

    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    // A full round of Tab never leaves the drawer.
    const seen = new Set<Element>();
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement!);
    }
    expect(seen.has(close)).toBe(true);
    expect(seen.has(checkout)).toBe(true);

    // Focus sent behind the drawer by a script comes back inside.
    act(() => screen.getByRole('link', { name: 'A link behind the drawer', hidden: true }).focus());
    expect(drawer.contains(document.activeElement)).toBe(true);
  });
});
