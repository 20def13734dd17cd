import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Cart, cartMessages, orderingMessages, totalsLabels } from '@site/contract';
import { cartStore, openCart, PRODUCT_SECTION_ID, saveGuestLines, saveLogin, useCartOpen } from '@site/state';
import { callsTo, errorReply, type FakeHandlers, fakeApi, heldReply, renderWithProviders } from '@site/testing';
import { SAMPLE_CART } from '@site/testing/samples';
import { CART_POLL_MS } from '../../lib/fresh-cart';
import { packImageUrl } from '../../lib/pack-artwork';
import { BILLING } from '../../test/ordering-fixtures';
import CartDrawer from './cart-drawer';

/** A page with a button that opens the cart, as the product page's Add to Cart does. */
function Page() {
  const open = useCartOpen();
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

const SAMPLE_LINES = SAMPLE_CART.items.map(({ item_code, qty }) => ({ item_code, qty }));

/** The server's pricing of a visitor's lines: the sample cart with those lines (its totals as sent). */
const pricedAs = (items: { item_code: string; qty: number }[], totals: Partial<Cart['totals']> = {}): Cart => ({
  ...SAMPLE_CART,
  items: items.map(({ item_code, qty }) => {
    const line = SAMPLE_CART.items.find((candidate) => candidate.item_code === item_code)!;
    return { ...line, qty, amount_paise: line.rate_paise * qty };
  }),
  totals: { ...SAMPLE_CART.totals, ...totals },
});

const bodyOf = (request: { data?: unknown }) => JSON.parse(String(request.data)) as { items: typeof SAMPLE_LINES };
/** The lines the drawer's calls of price_guest_cart sent, call by call. */
const pricedLines = () => callsTo('priceGuestCart').map((options) => (options?.body as { items: unknown }).items);

async function openDrawer(handlers: FakeHandlers = { priceGuestCart: () => ({ message: SAMPLE_CART }) }) {
  saveGuestLines(SAMPLE_LINES);
  fakeApi(handlers);
  const { user } = renderWithProviders(<Page />);
  const opener = screen.getByRole('button', { name: 'Open cart' });
  await user.click(opener);
  const drawer = screen.getByRole('dialog', { name: 'My Cart' });
  return { user, opener, drawer };
}

const totalsOf = (drawer: HTMLElement) => {
  const panel = within(drawer).getByRole('region', { name: 'Cart Total' });
  return Array.from(
    panel.querySelectorAll('dt'),
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
  );
};

const LABEL_2G_48 = 'Suvasa Pan Masala 2g, Pack of 48';

describe('CartDrawer', () => {
  it('renders nothing until the cart opens', () => {
    renderWithProviders(<CartDrawer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("prices the visitor's lines on opening and shows the server's lines and figures", async () => {
    const { drawer } = await openDrawer();
    const items = await within(drawer).findAllByRole('listitem');
    expect(pricedLines()[0]).toEqual(SAMPLE_LINES);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Suvasa Pan Masala 2g.*Pack of 48.*₹480\.00 a pack.*2.*₹960\.00.*MRP ₹1,300\.00.*Remove/),
      expect.stringMatching(/Suvasa Pan Masala 4g.*Pack of 24.*2.*₹1,200\.00.*MRP ₹1,600\.00/),
      expect.stringMatching(/Suvasa Pan Masala 2g.*Pack of 12.*4.*₹480\.00/),
    ]);
    // Each line's picture is its artwork, as the catalogue names it.
    const pictures = items.map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(pictures).toEqual([packImageUrl('pack-2g'), packImageUrl('pack-4g'), packImageUrl('pack-2g')]);
    expect(pictures[0]).not.toBe(pictures[1]);
    expect(within(drawer).getByText('(8 packs)')).toBeVisible();
    // Prices include GST: the grand total is the subtotal less the scheme, the taxable value and GST inside it.
    expect(totalsOf(drawer)).toEqual([
      'Subtotal (8 packs) ₹2,640.00',
      'Scheme discount (10% OFF up to ₹100) −₹100.00',
      'Grand total (you pay) ₹2,540.00',
      'Taxable value ₹1,814.28',
      'CGST 20 % ₹362.86',
      'SGST 20 % ₹362.86',
    ]);
    expect(within(drawer).getByText(totalsLabels.included)).toBeVisible();
    expect(within(drawer).getByText(cartMessages.taxAtCompanyState('Gujarat'))).toBeVisible();
  });

  it("shows a retailer's cart from get_cart_quotation, IGST as the server split it", async () => {
    saveLogin({ status: 'success', customer_id: 'CUST-1', api_key: 'k', api_secret: 's' } as never);
    const retailerCart: Cart = {
      ...SAMPLE_CART,
      totals: { ...SAMPLE_CART.totals, tax_split: 'inter_state', cgst_paise: 0, sgst_paise: 0, igst_paise: 72_572 },
      shipping_address_name: BILLING.name,
      place_of_supply: 'Maharashtra',
      shipping_address: { ...BILLING, is_shipping_address: true },
    };
    fakeApi({ getCartQuotation: () => ({ message: retailerCart }) });
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: 'My Cart' });
    await within(drawer).findAllByRole('listitem');
    expect(totalsOf(drawer)).toContain('IGST 40 % ₹725.72');
    expect(within(drawer).queryByText(cartMessages.taxAtCompanyState('Gujarat'))).toBeNull();
    expect(callsTo('priceGuestCart')).toEqual([]);
  });

  it('changes a quantity through the server, never below 1, and removes a line', async () => {
    const { user, drawer } = await openDrawer({
      priceGuestCart: (request) => {
        const { items } = bodyOf(request);
        const subtotal = items.reduce((sum, line) => sum + line.qty, 0);
        return { message: pricedAs(items, { total_qty: subtotal }) };
      },
    });
    const group = await within(drawer).findByRole('group', { name: `Quantity of ${LABEL_2G_48}` });
    const decrease = within(group).getByRole('button', { name: `Decrease quantity of ${LABEL_2G_48}` });
    const increase = within(group).getByRole('button', { name: `Increase quantity of ${LABEL_2G_48}` });

    await user.click(increase);
    await waitFor(() => expect(within(drawer).getByText('(9 packs)')).toBeVisible());
    expect(pricedLines().at(-1)).toContainEqual({ item_code: 'suvasa-2g-48', qty: 3 });
    expect(group).toHaveTextContent('3');
    expect(cartStore.get().guestLines[0]).toEqual({ item_code: 'suvasa-2g-48', qty: 3 });

    await user.click(decrease);
    await user.click(decrease);
    await waitFor(() => expect(group).toHaveTextContent('1'));
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    const calls = callsTo('priceGuestCart').length;
    await user.click(decrease);
    expect(callsTo('priceGuestCart')).toHaveLength(calls);
    expect(group).toHaveTextContent('1');

    await user.click(within(drawer).getByRole('button', { name: cartMessages.remove(LABEL_2G_48) }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(2));
    expect(cartStore.get().guestLines.map((line) => line.item_code)).toEqual(['suvasa-4g-24', 'suvasa-2g-12']);
  });

  it("steps by a pack's case multiple from its minimum, and says how a quantity breaks a changed rule", async () => {
    const ruled = (qty: number, problem: string | null = null): Cart => {
      const line = SAMPLE_CART.items[0]!;
      return {
        ...SAMPLE_CART,
        items: [
          {
            ...line,
            qty,
            amount_paise: line.rate_paise * qty,
            min_order_qty: 12,
            case_multiple: 6,
            quantity_problem: problem,
          },
        ],
      };
    };
    const problem = `${LABEL_2G_48} is sold in cases of 6 packs: order 12 or 18 packs.`;
    saveGuestLines([{ item_code: 'suvasa-2g-48', qty: 14 }]);
    fakeApi({
      priceGuestCart: (request) => {
        const qty = bodyOf(request).items[0]!.qty;
        return { message: ruled(qty, qty === 14 ? problem : null) };
      },
    });
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const reopened = screen.getByRole('dialog', { name: 'My Cart' });
    expect(await within(reopened).findByText(problem)).toBeVisible();
    const group = within(reopened).getByRole('group', { name: `Quantity of ${LABEL_2G_48}` });
    const decrease = within(group).getByRole('button', { name: `Decrease quantity of ${LABEL_2G_48}` });
    const increase = within(group).getByRole('button', { name: `Increase quantity of ${LABEL_2G_48}` });
    // 14 is no whole case: minus goes to 12, the minimum, where it stops; plus goes a case up, to 18.
    await user.click(decrease);
    await waitFor(() => expect(group).toHaveTextContent('12'));
    expect(within(reopened).queryByText(problem)).toBeNull();
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    await waitFor(() => expect(group).toHaveTextContent('18'));
    expect(pricedLines().map((lines) => (lines as { qty: number }[])[0]!.qty)).toEqual([14, 12, 18]);
  });

  it('prices the open cart again every few seconds, quietly, and says when its figures changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const dearer = {
        ...pricedAs(SAMPLE_LINES, { subtotal_paise: 268_000, grand_total_paise: 258_000 }),
        fingerprint: 'ffffffffffffffffffffffffffffffff',
      };
      let reply: Cart = SAMPLE_CART;
      const held = heldReply({ message: dearer });
      const { drawer } = await openDrawer({
        priceGuestCart: () => (reply === dearer ? held.promise : { message: reply }),
      });
      await within(drawer).findAllByRole('listitem');
      expect(callsTo('priceGuestCart')).toHaveLength(1);
      // Nothing changed: a poll shows nothing new.
      await act(() => vi.advanceTimersByTimeAsync(CART_POLL_MS));
      expect(callsTo('priceGuestCart')).toHaveLength(2);
      expect(within(drawer).queryByText(cartMessages.figuresChanged)).toBeNull();

      // A price changes on the server: the next poll brings it, with no pricing state while it is on its way.
      reply = dearer;
      await act(() => vi.advanceTimersByTimeAsync(CART_POLL_MS));
      expect(callsTo('priceGuestCart')).toHaveLength(3);
      expect(drawer).toHaveAttribute('aria-busy', 'false');
      expect(cartStore.get().status).toBe('ready');
      act(() => held.release());
      expect(await within(drawer).findByText(cartMessages.figuresChanged)).toBeVisible();
      expect(totalsOf(drawer)).toContain('Grand total (you pay) ₹2,580.00');

      // Closed, it is not priced again.
      act(() => cartStore.set((state) => ({ ...state, open: false })));
      await act(() => vi.advanceTimersByTimeAsync(CART_POLL_MS * 3));
      expect(callsTo('priceGuestCart')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal and keeps the figures before it", async () => {
    const { user, drawer } = await openDrawer({
      priceGuestCart: (request) =>
        bodyOf(request).items[0]!.qty > 2
          ? errorReply('validation', { errors: { 'items.0.qty': orderingMessages.guestQtyInvalid } }, 417)
          : { message: SAMPLE_CART },
    });
    const group = await within(drawer).findByRole('group', { name: `Quantity of ${LABEL_2G_48}` });
    await user.click(within(group).getByRole('button', { name: `Increase quantity of ${LABEL_2G_48}` }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(orderingMessages.guestQtyInvalid);
    expect(group).toHaveTextContent('2');
    expect(totalsOf(drawer)).toContain('Grand total (you pay) ₹2,540.00');
    expect(cartStore.get().guestLines[0]).toEqual({ item_code: 'suvasa-2g-48', qty: 2 });
  });

  it('says it is pricing while the first reply is on its way, and offers a retry when none comes', async () => {
    const held = heldReply('network-failure');
    const { user, drawer } = await openDrawer({ priceGuestCart: () => held.promise });
    expect(within(drawer).getByRole('status')).toHaveTextContent(cartMessages.loading);
    await act(async () => held.release());
    const alert = await within(drawer).findByRole('alert');
    fakeApi({ priceGuestCart: () => ({ message: SAMPLE_CART }) });
    await user.click(within(alert).getByRole('button', { name: cartMessages.retry }));
    expect(await within(drawer).findAllByRole('listitem')).toHaveLength(3);
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });

  it('shows an empty cart with a way back to the products, and no checkout', async () => {
    const { user, drawer, router } = await (async () => {
      fakeApi({ priceGuestCart: () => ({ message: pricedAs([], { total_qty: 0 }) }) });
      const view = renderWithProviders(<Page />);
      await view.user.click(screen.getByRole('button', { name: 'Open cart' }));
      return { ...view, drawer: screen.getByRole('dialog', { name: 'My Cart' }) };
    })();
    expect(await within(drawer).findByText(orderingMessages.cartEmpty)).toBeVisible();
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: cartMessages.backToProducts }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.state).toEqual({ scrollTo: PRODUCT_SECTION_ID });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the offers: the live schemes, the applied one saying so', async () => {
    const { user, drawer } = await openDrawer({
      priceGuestCart: () => ({
        message: {
          ...SAMPLE_CART,
          schemes: [
            ...SAMPLE_CART.schemes,
            {
              name: 'SCHEME-5-FROM-5000',
              title: '5% OFF on ₹5,000',
              discount_basis_points: 500,
              max_discount_paise: 50_000,
              min_subtotal_paise: 500_000,
              applied: false,
            },
          ],
        },
      }),
    });
    await within(drawer).findAllByRole('listitem');
    await user.click(within(drawer).getByRole('button', { name: 'See all offers' }));
    expect(within(drawer).getByText(cartMessages.offerApplied('₹100.00'))).toBeVisible();
    expect(within(drawer).getByText(cartMessages.offerFrom('₹5,000.00'))).toBeVisible();
  });

  it('goes to checkout by Proceed to Checkout, closing', async () => {
    saveGuestLines(SAMPLE_LINES);
    fakeApi({ priceGuestCart: () => ({ message: SAMPLE_CART }) });
    const { user, router } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: 'My Cart' });
    await user.click(await within(drawer).findByRole('link', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each<[string, (user: UserEvent, drawer: HTMLElement) => Promise<void>]>([
    ['X', (user, drawer) => user.click(within(drawer).getByRole('button', { name: 'Close cart' }))],
    ['Add More', (user, drawer) => user.click(within(drawer).getByRole('button', { name: 'Add More' }))],
    ['the backdrop', (user) => user.click(screen.getByTestId('cart-backdrop'))],
    ['Escape', (user) => user.keyboard('{Escape}')],
  ])('closes by %s and gives focus back to what opened it', async (_, close) => {
    const { user, opener, drawer } = await openDrawer();
    await within(drawer).findAllByRole('listitem');
    expect(within(drawer).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    await close(user, drawer);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('cart-open')).toHaveTextContent('false');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside while open, and stops the page behind from scrolling', async () => {
    const { user, drawer } = await openDrawer();
    await within(drawer).findAllByRole('listitem');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(drawer).getByRole('button', { name: 'Close cart' });
    const checkout = within(drawer).getByRole('link', { name: 'Proceed to Checkout' });

    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    // A full round of Tab never leaves the drawer.
    const seen = new Set<Element>();
    for (let step = 0; step < 30; step += 1) {
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

describe.each([
  {
    language: 'hi',
    title: 'मेरा कार्ट',
    total: 'कार्ट का कुल',
    packs: '(8 पैक)',
    checkout: 'ऑर्डर करने आगे बढ़ें',
    figures: [
      'माल का जोड़ (8 पैक) ₹2,640.00',
      'स्कीम की छूट (10% OFF up to ₹100) −₹100.00',
      'कुल रकम (आपको देना है) ₹2,540.00',
      'टैक्स योग्य रकम ₹1,814.28',
      'CGST 20 % ₹362.86',
      'SGST 20 % ₹362.86',
    ],
    perPack: '₹480.00 प्रति पैक',
  },
  {
    language: 'gu',
    title: 'મારી કાર્ટ',
    total: 'કાર્ટનું કુલ',
    packs: '(8 પૅક)',
    checkout: 'ઓર્ડર કરવા આગળ વધો',
    figures: [
      'માલનો સરવાળો (8 પૅક) ₹2,640.00',
      'સ્કીમની છૂટ (10% OFF up to ₹100) −₹100.00',
      'કુલ રકમ (તમારે ચૂકવવાની) ₹2,540.00',
      'કરપાત્ર રકમ ₹1,814.28',
      'CGST 20 % ₹362.86',
      'SGST 20 % ₹362.86',
    ],
    perPack: 'પૅક દીઠ ₹480.00',
  },
] as const)('CartDrawer in $language', ({ language, title, total, packs, checkout, figures, perPack }) => {
  it('says everything in the language, with the amounts grouped the Indian way', async () => {
    saveGuestLines(SAMPLE_LINES);
    fakeApi({ priceGuestCart: () => ({ message: SAMPLE_CART }) });
    const { user } = renderWithProviders(<Page />, { language });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: title });
    const items = await within(drawer).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(perPack);
    expect(within(drawer).getByText(packs)).toBeVisible();
    const panel = within(drawer).getByRole('region', { name: total });
    expect(
      Array.from(panel.querySelectorAll('dt'), (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual(figures);
    expect(within(drawer).getByRole('link', { name: checkout })).toBeVisible();
    expect(drawer).not.toHaveTextContent(/Cart Total|Remove|Add More|See all offers/);
  });
});
