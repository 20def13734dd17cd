import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartTotals, resetCart, SAMPLE_CART_LINES, setLineQuantity, useCart } from './cart-store';

beforeEach(() => resetCart());

describe('cart', () => {
  it('shows the spec’s sample totals exactly with nothing added', () => {
    expect(cartTotals(SAMPLE_CART_LINES)).toEqual({
      subtotal: 2640,
      discount: 100,
      effectiveSubtotal: 2540,
      gst: 711.2,
      grandTotal: 3251.2,
    });
  });

  it('adds a line from the product page to the sample lines and opens the drawer', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.open).toBe(false);
    act(() =>
      addToCart({
        id: 'p-2g-48',
        name: 'Pan Masala 2g',
        pack: 'Pack of 48',
        price: 480,
        oldPrice: 650,
        image: '',
        qty: 3,
      }),
    );
    expect(result.current.open).toBe(true);
    expect(result.current.lines).toHaveLength(SAMPLE_CART_LINES.length + 1);
    expect(result.current.lines.at(-1)).toMatchObject({ id: 'p-2g-48', qty: 3 });
    expect(result.current.totals.subtotal).toBe(2640 + 1440);
  });

  it('adds to the quantity of a line already in the cart', () => {
    const { result } = renderHook(() => useCart());
    const line = { id: 'p-4g', name: 'Pan Masala 4g', pack: 'Pack of 24', price: 600, oldPrice: 800, image: '' };
    act(() => addToCart(line));
    act(() => addToCart({ ...line, qty: 2 }));
    expect(result.current.lines.filter((candidate) => candidate.id === 'p-4g')).toEqual([{ ...line, qty: 3 }]);
  });

  it('never lets a quantity fall below 1', () => {
    const { result } = renderHook(() => useCart());
    const id = SAMPLE_CART_LINES[0]!.id;
    act(() => setLineQuantity(id, 0));
    expect(result.current.lines[0]?.qty).toBe(1);
    act(() => setLineQuantity(id, -5));
    expect(result.current.lines[0]?.qty).toBe(1);
    act(() => addToCart({ ...SAMPLE_CART_LINES[1]!, qty: 0 }));
    expect(result.current.lines[1]?.qty).toBe(SAMPLE_CART_LINES[1]!.qty + 1);
  });

  it('opens and closes the drawer', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.openCart());
    expect(result.current.open).toBe(true);
    act(() => result.current.closeCart());
    expect(result.current.open).toBe(false);
  });
});
