import type { AxiosRequestConfig } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cartMessages,
  cartSnapshotOf,
  feedbackMessages,
  orderingMessages as m,
  orderScreenTexts as t,
  totalsLabels,
} from '@site/contract';
import { cartStore } from '@site/state';
import { showCart } from '@site/state/cart';
import { currentLocation, fakeApi, type FakeHandlers, heldReply, inSequence, renderWithProviders } from '@site/testing';
import { requestsTo } from '../../test/api-requests';
import { CUSTOMER, logIn } from '../../test/fixtures';
import { BILLING, CART, CART_TO_GODOWN, EMPTY_CART, GODOWN, ORDER } from '../../test/ordering-fixtures';
import CheckoutPage from './checkout-page';

const placed = { message: { status: 'success', sales_order: ORDER } };

async function renderCheckout(handlers: FakeHandlers = {}) {
  logIn();
  const api = fakeApi({
    getCartQuotation: () => ({ message: CART }),
    getAddresses: () => ({ message: { status: 'success', addresses: [BILLING, GODOWN] } }),
    getCustomerDetail: () => ({ message: CUSTOMER }),
    ...handlers,
  });
  const view = renderWithProviders(<CheckoutPage />, { path: '/checkout' });
  await screen.findByRole('region', { name: 'Order review' });
  return { ...view, api };
}

const placeRequests = (api: ReturnType<typeof fakeApi>) => requestsTo(api, 'shopping_cart.cart.place_order');
const keyOf = (request: AxiosRequestConfig | undefined) =>
  (request?.headers as Record<string, string>)['Idempotency-Key'];
/** Waits until the page has sent the retailer to an order's page. */
const leftForTheOrder = () => waitFor(() => expect(currentLocation().pathname).toMatch(/^\/orders\//));
const placeButton = () => screen.getByRole('button', { name: /Place order|Placing order/ });

/** Each figure of the Totals panel as "term value". */
const figures = () =>
  Array.from(
    screen.getByRole('region', { name: 'Totals' }).querySelectorAll('dt'),
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
  );

describe('CheckoutPage', () => {
  it('reviews the server’s figures: lines, scheme discount, taxable value, CGST + SGST, grand total, delivery window, cash on delivery', async () => {
    await renderCheckout();
    const review = screen.getByRole('region', { name: 'Order review' });
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      // Item, qty, rate, amount, then the taxable value and GST inside the amount less its share of the scheme.
      'Suvasa Pan Masala 2gPack of 482₹480.00₹960.00₹659.74₹263.90',
      'Suvasa Pan Masala 4gPack of 242₹600.00₹1,200.00₹824.67₹329.87',
      'Suvasa Pan Masala 2gPack of 124₹120.00₹480.00₹329.87₹131.95',
    ]);
    // Prices include GST: what is paid is the subtotal less the scheme, the tax inside it.
    expect(figures()).toEqual([
      'Subtotal (8 packs) ₹2,640.00',
      'Scheme discount (10 % off up to ₹100) −₹100.00',
      'Grand total (you pay) ₹2,540.00',
      'Taxable value ₹1,814.28',
      'CGST 20 % ₹362.86',
      'SGST 20 % ₹362.86',
    ]);
    expect(screen.getByText(totalsLabels.included)).toBeVisible();
    const deliveryWindow = await within(review).findByText('10:00 to 17:30');
    expect(deliveryWindow.previousElementSibling).toHaveTextContent('Delivery window');
    expect(within(review).getByText('Cash on delivery').previousElementSibling).toHaveTextContent('Payment');
  });

  it('ships to another address of the book through update_cart_address and shows the server’s IGST for it', async () => {
    const held = heldReply({ message: CART_TO_GODOWN });
    const { api, user } = await renderCheckout({ updateCartAddress: () => held.promise });
    expect(screen.getByRole('radio', { name: /Ravi General Stores/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Ravi Godown/ }));
    // Nothing can be placed for an address whose figures are still on their way; the pick shows at once.
    expect(placeButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Ravi Godown/ })).toBeChecked();
    act(() => held.release());

    await screen.findByText('IGST 40 %');
    expect(screen.getByRole('radio', { name: /Ravi Godown/ })).toBeChecked();
    expect(JSON.parse(String(requestsTo(api, 'update_cart_address')[0]?.data))).toEqual({
      address_type: 'shipping',
      address_name: 'ADDR-2',
    });
    expect(figures()).toContain('IGST 40 % ₹725.72');
    // One cart for the page: the drawer shows the same figures.
    expect(cartStore.get().cart).toEqual(CART_TO_GODOWN);
    expect(figures().some((figure) => figure.startsWith('CGST'))).toBe(false);
  });

  it('keeps the cart’s address chosen and says so when the server refuses another', async () => {
    const { user } = await renderCheckout({ updateCartAddress: () => 'network-failure' });
    await user.click(screen.getByRole('radio', { name: /Ravi Godown/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.addressNotChanged);
    expect(screen.getByRole('radio', { name: /Ravi General Stores/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Ravi Godown/ })).not.toBeChecked();
    expect(placeButton()).toBeEnabled();
  });

  it('links Add New Address to the create-address page, which comes back to checkout', async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('link', { name: 'Add New Address' }));
    expect(currentLocation()).toEqual({ pathname: '/user/create-address', state: { returnTo: '/checkout' } });
  });

  it('places once on a double click, with the fingerprint shown and an Idempotency-Key, then opens the order', async () => {
    const held = heldReply(placed);
    const { api, user } = await renderCheckout({ placeOrder: () => held.promise });
    await user.dblClick(placeButton());
    expect(placeButton()).toBeDisabled();
    act(() => held.release());

    await leftForTheOrder();
    expect(currentLocation()).toEqual({
      pathname: '/orders/SAL-ORD-2026-00007',
      state: { placedOrder: 'SAL-ORD-2026-00007' },
    });
    const requests = placeRequests(api);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      cart_fingerprint: CART.fingerprint,
      seen_cart: cartSnapshotOf(CART),
    });
    expect(keyOf(requests[0])).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a dropped request under the same Idempotency-Key, so the server answers the one order', async () => {
    const { api, user } = await renderCheckout({ placeOrder: inSequence('network-failure', placed) });
    await user.click(placeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(t.placeFailed);
    await user.click(placeButton());

    await leftForTheOrder();
    const [first, retry] = placeRequests(api);
    expect(keyOf(retry)).toBe(keyOf(first));
  });

  it('on a 409 shows what changed and the new figures, places nothing on its own, and uses a new key for the new review', async () => {
    const now = {
      ...CART,
      fingerprint: 'dddddddddddddddd',
      totals: { ...CART.totals, subtotal_paise: 340_000, grand_total_paise: 330_000 },
    };
    const priceChange = m.linePriceChanged(m.packedItem('Suvasa Pan Masala 2g', 48), '₹480.00', '₹500.00');
    const changed = {
      status: 409,
      body: {
        exc_type: 'CartChangedError',
        message: {
          status: 'error',
          reason: 'validation',
          text: m.cartChanged,
          changes: [{ item_code: 'suvasa-2g-48', field: 'price', text: priceChange }],
          cart: now,
        },
      },
    };
    const { api, user } = await renderCheckout({ placeOrder: inSequence(changed, placed) });
    await user.click(placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.cartChangedTitle);
    expect(within(alert).getByRole('list', { name: 'What changed' })).toHaveTextContent(
      'Suvasa Pan Masala 2g, Pack of 48: price per pack ₹480.00 → ₹500.00.',
    );
    expect(figures()).toContain('Grand total (you pay) ₹3,300.00');
    expect(placeRequests(api)).toHaveLength(1);
    expect(currentLocation().pathname).toBe('/checkout');

    await user.click(placeButton());
    await leftForTheOrder();
    const [first, second] = placeRequests(api);
    expect(JSON.parse(String(second?.data))).toEqual({
      cart_fingerprint: 'dddddddddddddddd',
      seen_cart: cartSnapshotOf(now),
    });
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('says so when pricing the cart again fails, beside the figures shown before', async () => {
    // The drawer priced the retailer's cart earlier on the page; arriving here prices it again, and that fails.
    logIn();
    showCart(CART);
    await renderCheckout({ getCartQuotation: () => 'network-failure' });
    expect(await screen.findByRole('alert')).toHaveTextContent(feedbackMessages.apiRequestFailed);
    expect(figures()).toContain('Grand total (you pay) ₹2,540.00');
  });

  it("lists a line that breaks its pack's changed rules and places nothing until it is changed", async () => {
    const problem = 'Suvasa Pan Masala 2g, Pack of 48 is sold in cases of 6 packs: order 6 packs.';
    const broken = {
      ...CART,
      items: CART.items.map((line, index) =>
        index === 0 ? { ...line, min_order_qty: 6, case_multiple: 6, quantity_problem: problem } : line,
      ),
    };
    await renderCheckout({ getCartQuotation: () => ({ message: broken }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(cartMessages.quantityProblems);
    expect(within(alert).getByRole('listitem')).toHaveTextContent(problem);
    expect(placeButton()).toBeDisabled();
  });

  it('says an empty cart is empty, with a way to the products, and offers no order', async () => {
    logIn();
    fakeApi({
      getCartQuotation: () => ({ message: EMPTY_CART }),
      getAddresses: () => ({ message: { status: 'success', addresses: [BILLING] } }),
      getCustomerDetail: () => ({ message: CUSTOMER }),
    });
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByText(m.cartEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.backToProducts })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });
});

describe.each([
  {
    language: 'hi',
    review: 'ऑर्डर एक बार देख लें',
    totals: 'कुल हिसाब',
    grand: 'कुल रकम (आपको देना है) ₹2,540.00',
    terms: ['डिलीवरी का समय10:00 से 17:30', 'भुगतानडिलीवरी पर नकद'],
    address: 'डिलीवरी का पता',
    place: 'ऑर्डर करें',
  },
  {
    language: 'gu',
    review: 'ઓર્ડર એક વાર જોઈ લો',
    totals: 'કુલ હિસાબ',
    grand: 'કુલ રકમ (તમારે ચૂકવવાની) ₹2,540.00',
    terms: ['ડિલિવરીનો સમય10:00 થી 17:30', 'ચુકવણીડિલિવરી વખતે રોકડા'],
    address: 'ડિલિવરીનું સરનામું',
    place: 'ઓર્ડર કરો',
  },
] as const)('CheckoutPage in $language', ({ language, review, totals, grand, terms, address, place }) => {
  it('reviews the order in the language', async () => {
    logIn();
    fakeApi({
      getCartQuotation: () => ({ message: CART }),
      getAddresses: () => ({ message: { status: 'success', addresses: [BILLING, GODOWN] } }),
      getCustomerDetail: () => ({ message: CUSTOMER }),
    });
    renderWithProviders(<CheckoutPage />, { path: '/checkout', language });
    const region = await screen.findByRole('region', { name: review });
    // The delivery window comes with the profile, after the review.
    await waitFor(() => expect(region).toHaveTextContent(terms[0]));
    const figures = within(region).getByRole('region', { name: totals });
    expect(
      Array.from(
        figures.querySelectorAll('dt'),
        (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
      ),
    ).toContain(grand);
    for (const term of terms) expect(region).toHaveTextContent(term);
    expect(screen.getByRole('region', { name: address })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: place })).toBeEnabled();
    expect(document.body).not.toHaveTextContent(/Order review|Shipping address|Place order|Cash on delivery/);
  });
});
