import { createStore, useStore } from './lib/store';

/** Cart line (docs/product.md#display-only-records). */
export interface CartLine {
  id: string;
  name: string;
  pack: string;
  price: number;
  oldPrice: number;
  qty: number;
  image: string;
}

export const MIN_QUANTITY = 1;
/** GST on pan masala is 28%: 28% of the sample's 2540 is the spec's 711.2. */
export const GST_RATE = 0.28;
/** The seed's sample offer: a flat 100 off, labelled "10% OFF" (docs/product.md#cart-drawer). */
export const SAMPLE_DISCOUNT = { label: '10% OFF', amount: 100 } as const;

/**
 * The seed's sample lines (packs of 48, 24 and 12, docs/product.md#cart-drawer). Their subtotal is the spec's 2640, so with
 * nothing added the drawer shows exactly 2640, -100, 2540, 711.2 and 3251.2.
 */
export const SAMPLE_CART_LINES: readonly CartLine[] = [
  { id: 'sample-2g-48', name: 'Pan Masala 2g', pack: 'Pack of 48', price: 480, oldPrice: 650, qty: 2, image: '' },
  { id: 'sample-4g-24', name: 'Pan Masala 4g', pack: 'Pack of 24', price: 600, oldPrice: 800, qty: 2, image: '' },
  { id: 'sample-2g-12', name: 'Pan Masala 2g', pack: 'Pack of 12', price: 120, oldPrice: 165, qty: 4, image: '' },
];

interface CartState {
  lines: CartLine[];
  open: boolean;
}

const cartStore = createStore<CartState>({ lines: [...SAMPLE_CART_LINES], open: false });

const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function cartTotals(lines: readonly CartLine[]) {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.price * line.qty, 0));
  const discount = Math.min(SAMPLE_DISCOUNT.amount, subtotal);
  const effectiveSubtotal = roundMoney(subtotal - discount);
  const gst = roundMoney(effectiveSubtotal * GST_RATE);
  return { subtotal, discount, effectiveSubtotal, gst, grandTotal: roundMoney(effectiveSubtotal + gst) };
}

/** Adds a line, or more of the same product and pack when it is already in the cart; opens the drawer. */
export function addToCart(line: Omit<CartLine, 'qty'> & { qty?: number }): void {
  const qty = Math.max(MIN_QUANTITY, Math.floor(line.qty ?? MIN_QUANTITY));
  cartStore.set((state) => {
    const existing = state.lines.find((candidate) => candidate.id === line.id);
    const lines = existing
      ? state.lines.map((candidate) =>
          candidate.id === line.id ? { ...candidate, qty: candidate.qty + qty } : candidate,
        )
      : [...state.lines, { ...line, qty }];
    return { lines, open: true };
  });
}

/** Sets a line's quantity; never below the minimum of 1 (docs/product.md#cart-drawer). */
export function setLineQuantity(id: string, qty: number): void {
  cartStore.set((state) => ({
    ...state,
    lines: state.lines.map((line) =>
      line.id === id ? { ...line, qty: Math.max(MIN_QUANTITY, Math.floor(qty)) } : line,
    ),
  }));
}

export function openCart(): void {
  cartStore.set((state) => ({ ...state, open: true }));
}

export function closeCart(): void {
  cartStore.set((state) => ({ ...state, open: false }));
}

/** Back to the sample cart (tests, and a fresh page). */
export function resetCart(): void {
  cartStore.set({ lines: [...SAMPLE_CART_LINES], open: false });
}

export function useCart() {
  const state = useStore(cartStore);
  return { ...state, totals: cartTotals(state.lines), addToCart, setLineQuantity, openCart, closeCart };
}
