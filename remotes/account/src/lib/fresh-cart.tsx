import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Cart, cartSchema } from '@site/contract';
import { authorizationHeader, cartStore, useStore } from '@site/state';
import { request } from '@site/state/api';
import { showCart } from '@site/state/cart';
import { PageQueryClient } from '@site/state/query';
import { Note } from '@site/ui';
import { useWords } from './words';

/**
 * How often an open cart is priced again: a change of a price, a scheme or the GST rate shows in every
 * open cart within two of these (docs/product.md#cart-drawer: within 10 s).
 */
export const CART_POLL_MS = 5_000;

/**
 * Prices the shown cart again, quietly: no loading state, no overlay (the query has no overlay `meta`).
 * Its reply is shown only when nothing else changed the cart meanwhile (a write's reply is newer) and its
 * figures differ; true when it replaced them.
 */
async function pollCart(): Promise<boolean> {
  const before = cartStore.get();
  // A write or a pricing under way brings the figures itself.
  if (before.status === 'loading' || !before.cart) return false;
  const asRetailer = authorizationHeader() !== null;
  let cart: Cart;
  if (asRetailer) cart = await request(cartSchema, 'GET', 'getCartQuotation');
  else if (before.guestLines.length > 0)
    cart = await request(cartSchema, 'POST', 'priceGuestCart', { body: { items: before.guestLines } });
  else return false;
  const now = cartStore.get();
  const unchanged =
    now.status !== 'loading' &&
    now.cart === before.cart &&
    now.guestLines === before.guestLines &&
    (authorizationHeader() !== null) === asRetailer;
  if (!unchanged || cart.fingerprint === now.cart?.fingerprint) return false;
  showCart(cart);
  return true;
}

const FRESHNESS_KEY = ['cart-freshness'];

/**
 * While mounted and `active`, prices the cart again every CART_POLL_MS while the page is visible (TanStack
 * Query pauses an interval in a hidden tab). A change is shown, never applied silently: the figures are
 * the new ones, with a note saying so until the cart changes again. Renders that note.
 */
function FreshCartPoll({ active }: { active: boolean }) {
  const { cart } = useStore(cartStore);
  const client = useQueryClient();
  const t = useWords();
  // The fingerprint of the last figures a poll brought: shared by the drawer and checkout when both are open.
  const { data: replaced } = useQuery({
    queryKey: FRESHNESS_KEY,
    queryFn: async () =>
      (await pollCart())
        ? (cartStore.get().cart?.fingerprint ?? '')
        : (client.getQueryData<string>(FRESHNESS_KEY) ?? ''),
    enabled: active,
    // The cart was priced on opening: the first poll is one interval later.
    initialData: '',
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: CART_POLL_MS,
    retry: false,
  });
  useEffect(() => {
    // A closed drawer forgets: opened again, its figures are those priced on opening, nothing to point at.
    if (!active) client.setQueryData(FRESHNESS_KEY, '');
  }, [active, client]);
  if (!active || !cart || replaced !== cart.fingerprint) return null;
  return <Note role="status">{t('cart.figuresChanged')}</Note>;
}

/** The poll and its note, with the page's query client (the drawer is mounted outside any page). */
export function FreshCart({ active }: { active: boolean }) {
  return (
    <PageQueryClient>
      <FreshCartPoll active={active} />
    </PageQueryClient>
  );
}
