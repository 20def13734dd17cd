import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Cart, type LoginRecord, orderingMethodPaths, orderingMessages } from '@site/contract';
import { cartStore, clearLogin, resetCart, saveGuestLines, saveLogin } from '@site/state';
import { errorReply, type FakeHandlers, fakeApi, heldReply } from '@site/testing';
import { SAMPLE_CART } from '@site/testing/samples';
import {
  addToCart,
  mergeGuestCartAtLogin,
  refreshCart,
  removeLine,
  setLineQuantity,
  showCart,
  useCart,
} from '@site/state/cart';

const RETAILER = { status: 'success', customer_id: 'CUST-1', api_key: 'k', api_secret: 's' } as LoginRecord;
type Line = { item_code: string; qty: number };

/** The server's cart of `items` (the sample's lines and figures: these tests check what is sent and kept). */
const cartOf = (items: Line[]): Cart => ({
  ...SAMPLE_CART,
  items: items.map(({ item_code, qty }) => ({
    ...(SAMPLE_CART.items.find((line) => line.item_code === item_code) ?? SAMPLE_CART.items[0]!),
    item_code,
    qty,
  })),
});
const sent = (request: AxiosRequestConfig) => JSON.parse(String(request.data)) as { items: Line[] } & Line;

/** Fakes the API afresh: each call answered by `handlers` (the spy of the requests). */
const serve = (handlers: FakeHandlers) => {
  vi.restoreAllMocks();
  return fakeApi(handlers);
};
/** Every request the cart made, as `method name body`. */
const madeCalls = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls.map(([config]) => {
    const name = Object.entries(orderingMethodPaths).find(([, path]) => config.url?.endsWith(`/${path}`))?.[0];
    return `${config.method} ${name}${config.data ? ` ${config.data}` : ''}`;
  });

/** A visitor's price_guest_cart: prices whatever lines it is sent. */
const guestPricing: FakeHandlers = { priceGuestCart: (request) => ({ message: cartOf(sent(request).items) }) };

beforeEach(() => {
  clearLogin();
  resetCart();
});
afterEach(() => vi.restoreAllMocks());

describe("a visitor's cart", () => {
  it('adds to a line, opening the drawer, and keeps the lines the server priced', async () => {
    const spy = serve(guestPricing);
    const { result } = renderHook(() => useCart());
    const adding = addToCart('suvasa-2g-48', 2);
    expect(cartStore.get()).toMatchObject({ open: true, status: 'loading' });
    await act(() => adding);
    await act(() => addToCart('suvasa-2g-48', 3));
    await act(() => addToCart('suvasa-4g-24', 0));
    expect(madeCalls(spy)).toEqual([
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-48","qty":2}]}',
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-48","qty":5}]}',
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-48","qty":5},{"item_code":"suvasa-4g-24","qty":1}]}',
    ]);
    expect(result.current.status).toBe('ready');
    expect(result.current.cart?.items.map((line) => [line.item_code, line.qty])).toEqual([
      ['suvasa-2g-48', 5],
      ['suvasa-4g-24', 1],
    ]);
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toEqual([
      { item_code: 'suvasa-2g-48', qty: 5 },
      { item_code: 'suvasa-4g-24', qty: 1 },
    ]);
  });

  it('sets a quantity never below 1, removes a line, and sends the calls one after another', async () => {
    saveGuestLines([
      { item_code: 'suvasa-2g-48', qty: 2 },
      { item_code: 'suvasa-2g-12', qty: 4 },
    ]);
    const spy = serve(guestPricing);
    await act(() => Promise.all([setLineQuantity('suvasa-2g-48', 0), setLineQuantity('suvasa-2g-12', 7.6)]));
    await act(() => removeLine('suvasa-2g-48'));
    expect(madeCalls(spy)).toEqual([
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-48","qty":1},{"item_code":"suvasa-2g-12","qty":4}]}',
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-48","qty":1},{"item_code":"suvasa-2g-12","qty":7}]}',
      'POST priceGuestCart {"items":[{"item_code":"suvasa-2g-12","qty":7}]}',
    ]);
  });

  it('shows a refusal as the error and keeps the figures and lines before it', async () => {
    saveGuestLines([{ item_code: 'suvasa-2g-48', qty: 2 }]);
    serve(guestPricing);
    await act(() => refreshCart());
    const before = cartStore.get().cart;
    serve({ priceGuestCart: () => errorReply('validation', { errors: { 'items.0.qty': 'Too many.' } }, 417) });
    await act(() => setLineQuantity('suvasa-2g-48', 9));
    expect(cartStore.get()).toMatchObject({ cart: before, status: 'error', error: 'Too many.' });
    expect(cartStore.get().guestLines).toEqual([{ item_code: 'suvasa-2g-48', qty: 2 }]);
    serve({ priceGuestCart: () => 'network-failure' });
    await act(() => refreshCart());
    expect(cartStore.get().error).toMatch(/./);
    expect(cartStore.get().cart).toBe(before);
  });

  it('drops a line whose product left the catalogue and prices the rest', async () => {
    saveGuestLines([
      { item_code: 'gone-2g-12', qty: 1 },
      { item_code: 'suvasa-2g-48', qty: 2 },
    ]);
    const spy = serve({
      priceGuestCart: (request) =>
        sent(request).items.some((line) => line.item_code === 'gone-2g-12')
          ? errorReply('validation', { errors: { 'items.0.item_code': orderingMessages.unknownItem } }, 417)
          : { message: cartOf(sent(request).items) },
    });
    await act(() => refreshCart());
    expect(madeCalls(spy)).toHaveLength(2);
    expect(cartStore.get()).toMatchObject({ status: 'ready', error: null });
    expect(cartStore.get().guestLines).toEqual([{ item_code: 'suvasa-2g-48', qty: 2 }]);
  });
});

describe("a retailer's cart", () => {
  it('is the server’s: read, then each change through update_cart', async () => {
    saveLogin(RETAILER);
    const spy = serve({
      getCartQuotation: () => ({ message: cartOf([{ item_code: 'suvasa-2g-48', qty: 3 }]) }),
      updateCart: (request) => ({ message: cartOf([sent(request)]) }),
    });
    await act(() => addToCart('suvasa-2g-48', 2));
    await act(() => setLineQuantity('suvasa-2g-48', 0));
    await act(() => removeLine('suvasa-2g-48'));
    expect(madeCalls(spy)).toEqual([
      'GET getCartQuotation',
      'POST updateCart {"item_code":"suvasa-2g-48","qty":5}',
      'POST updateCart {"item_code":"suvasa-2g-48","qty":1}',
      'POST updateCart {"item_code":"suvasa-2g-48","qty":0}',
    ]);
    expect(spy.mock.calls[0]![0].headers).toMatchObject({ Authorization: 'token k:s' });
    expect(cartStore.get().guestLines).toEqual([]);
  });

  it('drops a reply that comes back after a logout, and shows the visitor’s cart again', async () => {
    saveLogin(RETAILER);
    const held = heldReply({ message: SAMPLE_CART });
    serve({ getCartQuotation: () => held.promise });
    const refreshing = refreshCart();
    await waitFor(() => expect(cartStore.get().status).toBe('loading'));
    act(() => clearLogin());
    held.release();
    await act(() => refreshing);
    expect(cartStore.get()).toMatchObject({ cart: null, status: 'idle' });
  });

  it('takes a cart another reply sent (reorder, a 409, an address change)', () => {
    showCart(SAMPLE_CART);
    expect(cartStore.get()).toMatchObject({ cart: SAMPLE_CART, status: 'ready', error: null });
  });
});

describe('at login', () => {
  it("merges the visitor's lines into the retailer's cart and forgets them", async () => {
    saveGuestLines([{ item_code: 'suvasa-4g-12', qty: 2 }]);
    saveLogin(RETAILER);
    const spy = serve({ mergeGuestCart: (request) => ({ message: cartOf(sent(request).items) }) });
    await act(() => mergeGuestCartAtLogin());
    expect(madeCalls(spy)).toEqual(['POST mergeGuestCart {"items":[{"item_code":"suvasa-4g-12","qty":2}]}']);
    expect(cartStore.get().guestLines).toEqual([]);
    expect(localStorage.getItem('guestCart')).toBeNull();
    expect(cartStore.get().cart?.items.map((line) => line.item_code)).toEqual(['suvasa-4g-12']);
  });

  it('does nothing without lines, and keeps them when the merge is refused', async () => {
    saveLogin(RETAILER);
    const spy = serve({ mergeGuestCart: () => errorReply('rate_limited', {}, 429) });
    await act(() => mergeGuestCartAtLogin());
    expect(madeCalls(spy)).toEqual([]);
    saveGuestLines([{ item_code: 'suvasa-4g-12', qty: 2 }]);
    await act(() => mergeGuestCartAtLogin());
    expect(madeCalls(spy)).toHaveLength(1);
    expect(cartStore.get()).toMatchObject({ status: 'error', guestLines: [{ item_code: 'suvasa-4g-12', qty: 2 }] });
  });
});
