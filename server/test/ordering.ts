import { METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import { OUR_PAGES, type TestServer } from './harness';
import { type Customer, suiteRetailer, tokenHeader } from './customers';
import { suiteStaff } from './staff';

/** An ordering method called as our pages call it: POST with JSON and the customer's token. */
export function orderingPost(
  server: TestServer,
  who: Customer,
  name: keyof typeof orderingMethodPaths,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return server.request(`${METHOD_PREFIX}/${orderingMethodPaths[name]}`, {
    method: 'POST',
    headers: { ...tokenHeader(who.login), ...OUR_PAGES, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** `qty` packs of `item_code` ordered by `who` under `key`: the order's name. */
export async function placeAnOrder(server: TestServer, who: Customer, item_code: string, qty: number, key: string) {
  const cart = await orderingPost(server, who, 'updateCart', { item_code, qty });
  const placed = await orderingPost(
    server,
    who,
    'placeOrder',
    { cart_fingerprint: cart.body.message.fingerprint },
    { 'idempotency-key': key },
  );
  if (placed.status !== 200) throw new Error(`place_order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return placed.body.message.sales_order.name as string;
}

/**
 * The world of handling orders, made for the enclosing `describe`: a sales member, a retailer in the
 * seller's state (Gujarat) and one in another state (Maharashtra).
 */
export const suiteOrderDesk = (server: TestServer) => ({
  sales: suiteStaff(server, 'sales'),
  ravi: suiteRetailer(server, { shopName: 'Ravi Paan Bhandar', state: 'Gujarat', city: 'Ahmedabad' }),
  meena: suiteRetailer(server, { shopName: 'Meena Stores', state: 'Maharashtra', city: 'Pune' }),
});
