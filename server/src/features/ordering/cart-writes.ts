import { MAX_CART_LINES, orderingMessages } from '@site/contract';
import type { Database, Queryable } from '../../db';
import { validationFailed } from '../../http/errors';
import { largestPerItem, type WantedLine } from './cart';

/**
 * The cart's writes (cart.ts reads and prices it): its lines and the address its order goes to. Each locks
 * the cart row first (`lockCart`), so writes to one cart take turns, and grows the cart's version.
 */

/**
 * Creates the cart row when missing and locks it, in one statement (an upsert locks the row it touches):
 * one write at a time per cart. With `bump`, the version grows by one too (the caller changes the cart).
 */
export async function lockCart(tx: Queryable, customerId: string, bump = false): Promise<void> {
  await tx.query(
    `insert into carts (customer_id, version) values ($1, $2::int) on conflict (customer_id) do update
     set version = carts.version + $2::int, modified = case when $2::int > 0 then now() else carts.modified end`,
    [customerId, bump ? 1 : 0],
  );
}

/**
 * Sets a line's quantity (0 removes it); refused when the cart would exceed its lines. The refusal is thrown
 * inside the transaction, so it rolls back the cart row the lock may have created.
 */
export async function setLine(db: Database, customerId: string, itemCode: string, qty: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, customerId, true);
    if (qty === 0) {
      await tx.query('delete from cart_items where customer_id = $1 and item_code = $2', [customerId, itemCode]);
      return;
    }
    const [count] = await tx.query<{ n: number; has: boolean }>(
      'select count(*)::int as n, bool_or(item_code = $2) as has from cart_items where customer_id = $1',
      [customerId, itemCode],
    );
    if (!count?.has && (count?.n ?? 0) >= MAX_CART_LINES)
      throw validationFailed({ item_code: orderingMessages.itemsInvalid });
    await tx.query(
      `insert into cart_items (customer_id, item_code, qty) values ($1, $2, $3)
       on conflict (customer_id, item_code) do update set qty = excluded.qty`,
      [customerId, itemCode, qty],
    );
  });
}

/**
 * Puts lines into the cart, each at the larger of its quantity there and the one given: the visitor's
 * cart at login, or an order's lines at reorder. Taking the larger, not the sum, makes a retry harmless.
 */
export async function mergeLines(tx: Queryable, customerId: string, lines: readonly WantedLine[]): Promise<boolean> {
  await lockCart(tx, customerId, true);
  if (lines.length === 0) return true;
  // One row per item, or the insert would touch a row twice.
  const largest = largestPerItem(lines);
  const codes = [...largest.keys()];
  const [count] = await tx.query<{ n: number }>(
    `select count(distinct code)::int as n from (
       select item_code as code from cart_items where customer_id = $1 union select unnest($2::text[])) all_codes`,
    [customerId, codes],
  );
  if ((count?.n ?? 0) > MAX_CART_LINES) return false;
  await tx.query(
    `insert into cart_items (customer_id, item_code, qty)
     select $1, code, qty from unnest($2::text[], $3::int[]) as given (code, qty)
     on conflict (customer_id, item_code) do update set qty = greatest(cart_items.qty, excluded.qty)`,
    [customerId, codes, [...largest.values()]],
  );
  return true;
}

/** The visitor's cart merged at login (`mergeLines`); refused, and rolled back, when it would exceed its lines. */
export async function mergeGuestCart(db: Database, customerId: string, lines: readonly WantedLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await mergeLines(tx, customerId, lines))) throw validationFailed({ items: orderingMessages.itemsInvalid });
  });
}

/** The address the cart's order goes to, by name (the caller checked that it is the customer's). */
export async function setShippingAddress(db: Database, customerId: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, customerId, true);
    await tx.query('update carts set shipping_address_name = $2 where customer_id = $1', [customerId, name]);
  });
}
