import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginRecord } from '@site/contract';
import { clearLogin, saveLogin } from './auth/store';
import {
  cartStore,
  closeCart,
  GUEST_CART_STORAGE_KEY,
  openCart,
  resetCart,
  saveGuestLines,
  useCartOpen,
} from './cart-store';

const RETAILER = { status: 'success', customer_id: 'CUST-1', api_key: 'k', api_secret: 's' } as LoginRecord;
const LINES = [
  { item_code: 'suvasa-2g-48', qty: 2 },
  { item_code: 'suvasa-4g-24', qty: 1 },
];

beforeEach(() => {
  clearLogin();
  resetCart();
});

describe('cart store', () => {
  it('opens and closes the drawer', () => {
    const { result } = renderHook(() => useCartOpen());
    expect(result.current).toBe(false);
    act(() => openCart());
    expect(result.current).toBe(true);
    act(() => closeCart());
    expect(result.current).toBe(false);
  });

  it("keeps the visitor's lines in this browser, and forgets them when emptied", () => {
    saveGuestLines(LINES);
    expect(cartStore.get().guestLines).toEqual(LINES);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY)!)).toEqual(LINES);
    saveGuestLines([]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('reads the stored lines on a new page, dropping what is not a line', async () => {
    localStorage.setItem(
      GUEST_CART_STORAGE_KEY,
      JSON.stringify([...LINES, { item_code: 'x', qty: 0 }, { item_code: '', qty: 1 }, { qty: 2 }, 'junk', null]),
    );
    vi.resetModules();
    const fresh = await import('./cart-store');
    expect(fresh.cartStore.get().guestLines).toEqual(LINES);
    localStorage.setItem(GUEST_CART_STORAGE_KEY, '{not json');
    vi.resetModules();
    expect((await import('./cart-store')).cartStore.get().guestLines).toEqual([]);
  });

  it('shows nobody’s figures after a login or a logout: the cart is priced again for whoever it is', () => {
    saveGuestLines(LINES);
    cartStore.set((state) => ({ ...state, cart: {} as never, status: 'ready', error: 'x' }));
    saveLogin(RETAILER);
    expect(cartStore.get()).toMatchObject({ cart: null, status: 'idle', error: null, guestLines: LINES });

    // The same retailer saved again (a profile change) is the same cart.
    cartStore.set((state) => ({ ...state, cart: {} as never, status: 'ready' }));
    saveLogin({ ...RETAILER });
    expect(cartStore.get().status).toBe('ready');

    clearLogin();
    expect(cartStore.get()).toMatchObject({ cart: null, status: 'idle', guestLines: LINES });
  });

  it('renders the closed, empty cart of a first visit on the server', () => {
    saveGuestLines(LINES);
    openCart();
    expect(cartStore.getServerSnapshot()).toEqual({
      open: false,
      cart: null,
      status: 'idle',
      error: null,
      guestLines: [],
    });
  });
});
