/**
 * The cart's calls (docs/product.md#cart-drawer): `@site/state/cart`, a subpath of its own since it calls the
 * API. A logged-in retailer's cart is the server's (update_cart); a visitor's lines live in this browser and
 * the server prices them (price_guest_cart) without storing them; at login the two merge. The browser
 * never computes a figure: every one shown is the server's last reply.
 */
import { type Cart, feedbackMessages, type GuestCartLine, MAX_LINE_QTY, orderingMessages } from '@site/contract';
import {
  authorizationHeader,
  cartStore,
  type CartStatus,
  closeCart,
  MIN_QUANTITY,
  openCart,
  saveGuestLines,
  useStore,
} from '@site/state';
import { type ApiReply, callMethod, isNetworkFailure, replyError, successMessage } from '@site/state/api';

export type { CartStatus };

const isRetailer = () => authorizationHeader() !== null;
const clampQuantity = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(MIN_QUANTITY, Math.floor(qty) || MIN_QUANTITY));

/** The sentence to show for a reply that is not a cart: the field's message, the reply's, or the network's. */
function refusalText(reply: ApiReply<unknown>): string {
  if (isNetworkFailure(reply)) return reply.message;
  const error = replyError(reply);
  const fieldMessage = error?.errors ? Object.values(error.errors)[0] : undefined;
  return fieldMessage ?? error?.text ?? feedbackMessages.apiRequestFailed;
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
async function cartCall(request: () => Promise<ApiReply<unknown>>): Promise<Cart | null> {
  const asRetailer = isRetailer();
  cartStore.set((state) => ({ ...state, status: 'loading' }));
  const reply = await request();
  if (isRetailer() !== asRetailer) return null;
  const cart = successMessage<Cart>(reply);
  if (cart) showCart(cart);
  else cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(reply) }));
  return cart;
}

/** The visitor's lines priced; `lines` are kept only when the server priced them. */
async function priceGuestLines(lines: readonly GuestCartLine[]): Promise<void> {
  const reply = await callMethod('POST', 'priceGuestCart', { body: { items: lines } });
  const unknown = unknownLines(reply, lines);
  // A product gone from the catalogue since it was added: the line goes, the rest are priced.
  if (unknown.size > 0) {
    return priceGuestLines(lines.filter((_, index) => !unknown.has(index)));
  }
  if (isRetailer()) return;
  const cart = successMessage<Cart>(reply);
  if (cart) {
    saveGuestLines(lines);
    showCart(cart);
  } else cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(reply) }));
}

/** The indexes of the lines the server says are not in the catalogue. */
function unknownLines(reply: ApiReply<unknown>, lines: readonly GuestCartLine[]): Set<number> {
  const errors = replyError(reply)?.errors ?? {};
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
  const cart = cartStore.get().cart ?? (await cartCall(() => callMethod('GET', 'getCartQuotation')));
  return cart?.items.find((line) => line.item_code === itemCode)?.qty ?? 0;
}

/** Puts a cart the server sent (update_cart, reorder, a 409 CartChangedError, update_cart_address) into the store. */
export function showCart(cart: Cart): void {
  cartStore.set((state) => ({ ...state, cart, status: 'ready', error: null }));
}

/** Prices the cart now: the retailer's (get_cart_quotation) or the visitor's lines. The drawer calls it on opening. */
export function refreshCart(): Promise<void> {
  return inTurn(async () => {
    if (isRetailer()) await cartCall(() => callMethod('GET', 'getCartQuotation'));
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
      await cartCall(() => callMethod('POST', 'updateCart', { body: { item_code: itemCode, qty: next } }));
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
      await cartCall(() => callMethod('POST', 'updateCart', { body: { item_code: itemCode, qty: next } }));
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
      await cartCall(() => callMethod('POST', 'updateCart', { body: { item_code: itemCode, qty: 0 } }));
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
      const reply = await callMethod('POST', 'mergeGuestCart', { body: { items: lines } });
      const unknown = unknownLines(reply, lines);
      if (unknown.size === 0) {
        const merged = successMessage<Cart>(reply);
        if (merged) {
          saveGuestLines([]);
          showCart(merged);
        } else cartStore.set((state) => ({ ...state, status: 'error', error: refusalText(reply) }));
        return;
      }
      // A product gone from the catalogue since it was added: the line goes, the rest merge.
      lines = lines.filter((_, index) => !unknown.has(index));
      saveGuestLines(lines);
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
