/**
 * Add to Cart and Buy Now. The cart's calls (`@site/state/cart`, with the API client) are not part of the
 * page's first download: they are asked for once the page is live (`preloadCartActions`, after
 * hydration), so a product page that is only read starts with less script, and the first click finds
 * them there.
 */
const cartActions = () => import('@site/state/cart');

export function preloadCartActions(): void {
  void cartActions();
}

export async function addToCart(itemCode: string, qty: number): Promise<void> {
  const { addToCart: add } = await cartActions();
  await add(itemCode, qty);
}
