/**
 * The cart's calls (docs/product.md#cart-drawer): `@site/state/cart`, a subpath of its own since it calls the
 * API. A logged-in retailer's cart is the server's (update_cart); a visitor's lines live in this browser and
 * the server prices them (price_guest_cart) without storing them; at login the two merge. The browser
 * never computes a figure: every one shown is the server's last reply.
 */
import {
  type Cart,
  cartSchema,
  feedbackMessages,
  type GuestCartLine,
  MAX_LINE_QTY,
  orderingMessages,
} from '@site/contract';
import {
  ApiError,
  authorizationHeader,
  cartStore,
  type CartStatus,
  closeCart,
  MIN_QUANTITY,
  NetworkError,
  openCart,
  saveGuestLines,
  useStore,
} from '@site/state';
import { type ApiMethodName, type CallOptions, type HttpMethod, request } from '@site/state/api';

export type { CartStatus };

const isRetailer = () => authorizationHeader() !== null;
const clampQuantity = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(MIN_QUANTITY, Math.floor(qty) || MIN_QUANTITY));

/** A call that answers with the cart priced now. */
const cartRequest = (method: HttpMethod, name: ApiMethodName, options?: CallOptions) =>
  request(cartSchema, method, name, options);

/** The sentence to show for a call that brought no cart: the field's message, the refusal's, or the network's. */
function refusalText(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError) || !error.reason) return feedbackMessages.apiRequestFailed;
  return Object.values(error.errors)[0] ?? error.text;
}

// One call at a time, in order: each write sets a quantity the one before it may have changed.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Calls one cart method and shows its reply: the cart, or the refusal beside the figures already shown.
 * A reply for someone else (a login or logout while it was on its way) is dropped.
 */
async function cartCall(send: () => Promise<Cart>): Promise<Cart | null> {
  const asRetailer = isRetailer();
  cartStore.set((state) => ({ ...state, status: 'loading' }));
  try {
    const cart = await send();
    if (isRetailer() !== asRetailer) return null;
    showCart(cart);
    return cart;
  } catch (error) {
    if (isRetailer() === asRetailer)
      cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(error) }));
    return null;
  }
}

/** The visitor's lines priced; `lines` are kept only when the server priced them. */
async function priceGuestLines(lines: readonly GuestCartLine[]): Promise<void> {
  let cart: Cart;
  try {
    cart = await cartRequest('POST', 'priceGuestCart', { body: { items: lines } });
  } catch (error) {
    const unknown = unknownLines(error, lines);
    // A product gone from the catalogue since it was added: the line goes, the rest are priced.
    if (unknown.size > 0) return priceGuestLines(lines.filter((_, index) => !unknown.has(index)));
    if (!isRetailer()) cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(error) }));
    return;
  }
  if (isRetailer()) return;
  saveGuestLines(lines);
  showCart(cart);
}

/** The indexes of the lines a refusal says are not in the catalogue. */
function unknownLines(error: unknown, lines: readonly GuestCartLine[]): Set<number> {
  const errors = error instanceof ApiError ? error.errors : {};
  const indexes = new Set<number>();
  for (const [field, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.item_code$/.exec(field);
    if (match && message === orderingMessages.unknownItem && Number(match[1]) < lines.length) {
      indexes.add(Number(match[1]));
    }
  }
  return indexes;
}

async function changeGuestLines(change: (lines: readonly GuestCartLine[]) => GuestCartLine[]): Promise<void> {
  cartStore.set((state) => ({ ...state, status: 'loading' }));
  await priceGuestLines(change(cartStore.get().guestLines));
}

/** The retailer's quantity of `itemCode` on the server, reading the cart first when none is shown. */
async function retailerQuantity(itemCode: string): Promise<number> {
  const cart = cartStore.get().cart ?? (await cartCall(() => cartRequest('GET', 'getCartQuotation')));
  return cart?.items.find((line) => line.item_code === itemCode)?.qty ?? 0;
}

/** Puts a cart the server sent (update_cart, reorder, a 409 CartChangedError, update_cart_address) into the store. */
export function showCart(cart: Cart): void {
  cartStore.set((state) => ({ ...state, cart, status: 'ready', error: null }));
}

/** Prices the cart now: the retailer's (get_cart_quotation) or the visitor's lines. The drawer calls it on opening. */
export function refreshCart(): Promise<void> {
  return inTurn(async () => {
    if (isRetailer()) await cartCall(() => cartRequest('GET', 'getCartQuotation'));
    else await changeGuestLines((lines) => [...lines]);
  });
}

/** Adds `qty` packs of `itemCode` to its line (a new line when there is none), and opens the drawer. */
export function addToCart(itemCode: string, qty: number): Promise<void> {
  openCart({ busy: true });
  const added = clampQuantity(qty);
  return inTurn(async () => {
    if (isRetailer()) {
      const next = Math.min(MAX_LINE_QTY, (await retailerQuantity(itemCode)) + added);
      await cartCall(() => cartRequest('POST', 'updateCart', { body: { item_code: itemCode, qty: next } }));
    } else {
      await changeGuestLines((lines) =>
        lines.some((line) => line.item_code === itemCode)
          ? lines.map((line) =>
              line.item_code === itemCode ? { ...line, qty: Math.min(MAX_LINE_QTY, line.qty + added) } : line,
            )
          : [...lines, { item_code: itemCode, qty: added }],
      );
    }
  });
}

/** Sets a line's quantity, never below 1 (docs/product.md#cart-drawer). */
export function setLineQuantity(itemCode: string, qty: number): Promise<void> {
  const next = clampQuantity(qty);
  return inTurn(async () => {
    if (isRetailer()) {
      await cartCall(() => cartRequest('POST', 'updateCart', { body: { item_code: itemCode, qty: next } }));
    } else {
      await changeGuestLines((lines) =>
        lines.map((line) => (line.item_code === itemCode ? { ...line, qty: next } : line)),
      );
    }
  });
}

export function removeLine(itemCode: string): Promise<void> {
  return inTurn(async () => {
    if (isRetailer()) {
      await cartCall(() => cartRequest('POST', 'updateCart', { body: { item_code: itemCode, qty: 0 } }));
    } else await changeGuestLines((lines) => lines.filter((line) => line.item_code !== itemCode));
  });
}

/**
 * After a successful code: the visitor's lines into the retailer's cart (merge_guest_cart, each line at the
 * larger quantity), then forgotten here. Nothing to do without lines; a refusal keeps them for the next login.
 */
export function mergeGuestCartAtLogin(): Promise<void> {
  return inTurn(async () => {
    let lines = cartStore.get().guestLines;
    while (lines.length > 0 && isRetailer()) {
      let merged: Cart;
      try {
        merged = await cartRequest('POST', 'mergeGuestCart', { body: { items: lines } });
      } catch (error) {
        const unknown = unknownLines(error, lines);
        if (unknown.size === 0) {
          cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(error) }));
          return;
        }
        // A product gone from the catalogue since it was added: the line goes, the rest merge.
        lines = lines.filter((_, index) => !unknown.has(index));
        saveGuestLines(lines);
        continue;
      }
      saveGuestLines([]);
      showCart(merged);
      return;
    }
  });
}

/** The cart for the drawer, checkout and any page: what the server last priced, and the calls that change it. */
export function useCart(): {
  cart: Cart | null;
  status: CartStatus;
  error: string | null;
  open: boolean;
  addToCart: typeof addToCart;
  setLineQuantity: typeof setLineQuantity;
  removeLine: typeof removeLine;
  refreshCart: typeof refreshCart;
  showCart: typeof showCart;
  openCart: typeof openCart;
  closeCart: typeof closeCart;
} {
  const { cart, status, error, open } = useStore(cartStore);
  return {
    cart,
    status,
    error,
    open,
    addToCart,
    setLineQuantity,
    removeLine,
    refreshCart,
    showCart,
    openCart,
    closeCart,
  };
}
