/**
 * Add to Cart and Buy Now. The cart's calls (`@site/state/cart`, with the API client) are not part of the
 * page: they are asked for when the visitor shows the intent to use one of those buttons (a pointer over
 * it, a touch, the keyboard's focus), so a product page that is only read never downloads them, and a
 * click mostly finds them there.
 */
import { feedbackMessages } from '@site/contract';
import { cartStore, openCart } from '@site/state';

const cartActions = () => import('@site/state/cart');

// A failed early download is not the visitor's concern yet: the click asks again and says so if it fails.
const preloadCartActions = () => void cartActions().catch(() => undefined);

/** The handlers that ask for the cart's calls ahead of a click, for a button that adds to the cart. */
export const cartIntent = {
  onPointerEnter: preloadCartActions,
  onTouchStart: preloadCartActions,
  onFocus: preloadCartActions,
} as const;

/**
 * Opens the drawer at once, busy with this change, which is made once the cart's calls are in. When they
 * cannot be downloaded, the drawer says the request failed instead of waiting for ever.
 */
export async function addToCart(itemCode: string, qty: number): Promise<void> {
  openCart({ busy: true });
  let actions: Awaited<ReturnType<typeof cartActions>>;
  try {
    actions = await cartActions();
  } catch {
    cartStore.set((state) => ({ ...state, status: 'error', error: feedbackMessages.apiRequestFailed }));
    return;
  }
  await actions.addToCart(itemCode, qty);
}
