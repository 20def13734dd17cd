import { type Cart, type GuestCartLine, MAX_CART_LINES, MAX_LINE_QTY } from '@site/contract';
import { getLogin, onLoginChange } from './auth/store';
import { safeStorage } from './lib/storage';
import { createStore, useStore } from './lib/store';

/**
 * The cart's state on every page (docs/product.md#cart-drawer): whether the drawer is open, the cart the
 * server last priced, and a visitor's lines, kept in this browser. The calls that change it are
 * `@site/state/cart`, apart, so the first paint does not wait for the API client.
 */

export const MIN_QUANTITY = 1;
/** A visitor's cart lines `{ item_code, qty }[]`, in localStorage until login merges them. */
export const GUEST_CART_STORAGE_KEY = 'guestCart';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartState {
  open: boolean;
  /** The cart as the server last priced it (the retailer's, or the visitor's lines); null before that. */
  cart: Cart | null;
  /** idle: nothing priced yet for whoever is logged in (or not). */
  status: CartStatus;
  /** The server's refusal or the network failure of the last call; the figures before it stay. */
  error: string | null;
  /** The visitor's lines (a logged-in retailer's cart is the server's). */
  guestLines: readonly GuestCartLine[];
}

const isGuestLine = (line: unknown): line is GuestCartLine => {
  const { item_code, qty } = (line ?? {}) as Partial<GuestCartLine>;
  return (
    typeof item_code === 'string' &&
    item_code.length > 0 &&
    Number.isInteger(qty) &&
    (qty as number) >= MIN_QUANTITY &&
    (qty as number) <= MAX_LINE_QTY
  );
};

function readGuestLines(): GuestCartLine[] {
  try {
    const parsed = JSON.parse(safeStorage.get(GUEST_CART_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed
          .filter(isGuestLine)
          .slice(0, MAX_CART_LINES)
          .map(({ item_code, qty }) => ({ item_code, qty }))
      : [];
  } catch {
    return [];
  }
}

const freshState = (guestLines: readonly GuestCartLine[]): CartState => ({
  open: false,
  cart: null,
  status: 'idle',
  error: null,
  guestLines,
});

/**
 * The one cart of the page. Written by `@site/state/cart` (and `openCart`/`closeCart`); a server render
 * shows the closed, empty drawer of a first visit.
 */
export const cartStore = createStore<CartState>(freshState(readGuestLines()), freshState([]));

/** Keeps the visitor's lines, in the store and in this browser. */
export function saveGuestLines(guestLines: readonly GuestCartLine[]): void {
  if (guestLines.length > 0) safeStorage.set(GUEST_CART_STORAGE_KEY, JSON.stringify(guestLines));
  else safeStorage.remove(GUEST_CART_STORAGE_KEY);
  cartStore.set((state) => ({ ...state, guestLines }));
}

// Logging in or out changes whose cart this is: the figures shown go, the drawer prices the right one
// when it opens (after a logout, the visitor's lines again).
let cartOwner = getLogin()?.customer_id ?? null;
onLoginChange(() => {
  const owner = getLogin()?.customer_id ?? null;
  if (owner === cartOwner) return;
  cartOwner = owner;
  cartStore.set((state) => ({ ...state, cart: null, status: 'idle', error: null }));
});

// Another tab changing the visitor's lines: this tab's figures are of the old ones.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== GUEST_CART_STORAGE_KEY && event.key !== null) return;
    cartStore.set((state) => ({ ...state, guestLines: readGuestLines(), status: 'idle' }));
  });
}

/**
 * Opens the drawer. `busy`: a change of the cart is on its way, so the drawer waits for that call's
 * figures instead of asking for them itself (Add to Cart opens the drawer at once, before the cart's
 * calls, loaded on demand, have arrived).
 */
export function openCart({ busy = false }: { busy?: boolean } = {}): void {
  cartStore.set((state) => ({ ...state, open: true, ...(busy ? { status: 'loading' as const } : {}) }));
}

export function closeCart(): void {
  cartStore.set((state) => ({ ...state, open: false }));
}

/** A fresh page's cart: closed, nothing priced, no visitor's lines (tests). */
export function resetCart(): void {
  safeStorage.remove(GUEST_CART_STORAGE_KEY);
  cartStore.set(freshState([]));
}

/** What the page's frame needs: whether the drawer is open (the host mounts it the first time). */
export function useCartOpen(): boolean {
  return useStore(cartStore).open;
}

/**
 * The header's cart button: the packs in the cart as last priced, or the visitor's lines before any
 * pricing; null when not known yet (a retailer's cart before it is read) or nothing is in it.
 */
export function useCartPacks(): number | null {
  const { cart, guestLines } = useStore(cartStore);
  if (cart) return cart.totals.total_qty || null;
  return guestLines.reduce((sum, line) => sum + line.qty, 0) || null;
}
