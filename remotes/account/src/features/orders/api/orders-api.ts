import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Cart, orderScreenTexts as t, type SalesOrder } from '@site/contract';
import { withLoading } from '@site/state';
import { type ApiReply, callMethod, replyError, successMessage } from '@site/state/api';
import { queryKeys } from '@site/state/query';

/** Orders a page of the history shows (the server's default page too). */
export const ORDERS_PAGE_LENGTH = 20;

// The replies of `salesOrderListSchema` and `reorderSchema` (the contract exports no type for them).
export type SalesOrderSummary = Pick<
  SalesOrder,
  'name' | 'transaction_date' | 'status' | 'total_qty' | 'grand_total_paise'
>;
export interface SalesOrderList {
  orders: SalesOrderSummary[];
  total_count: number;
}
export interface ReorderReply {
  cart: Cart;
  placed_grand_total_paise: number;
  today_grand_total_paise: number;
  difference_paise: number;
  lines: { item_code: string; qty: number; placed_rate_paise: number; today_rate_paise: number | null }[];
  unavailable: string[];
}

/** `get_sales_orders`: one page of the retailer's orders, newest first (docs/product.md#order-history). */
export function useSalesOrders(customerId: string, start: number) {
  return useQuery({
    queryKey: queryKeys.salesOrders(customerId, start),
    queryFn: async ({ signal }) => {
      const reply = await withLoading(() =>
        callMethod<SalesOrderList>('GET', 'getSalesOrders', {
          params: { start, page_length: ORDERS_PAGE_LENGTH },
          signal,
        }),
      );
      const list = successMessage<SalesOrderList>(reply);
      if (!list) throw new Error('The orders did not load.');
      return list;
    },
    // The page shown stays until the next one arrives, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** `get_sales_order`: one order as placed (docs/product.md#order); null when the retailer has no such order. */
export function useSalesOrder(customerId: string, name: string) {
  return useQuery({
    queryKey: queryKeys.salesOrder(customerId, name),
    queryFn: async ({ signal }): Promise<SalesOrder | null> => {
      const reply = await withLoading(() => callMethod('GET', 'getSalesOrder', { params: { name }, signal }));
      const found = successMessage<{ sales_order: SalesOrder }>(reply);
      if (found) return found.sales_order;
      if (replyError(reply)?.reason === 'not_found') return null;
      throw new Error('The order did not load.');
    },
  });
}

/** A write the server did not do: its reason in its own words, or the contract's when it gave none (no connection). */
export interface Refused {
  refused: string;
}

const refusal = (reply: ApiReply<unknown>, fallback: string): Refused => ({
  refused: replyError(reply)?.text || fallback,
});

/** `cancel_sales_order`: the order as it is now (Cancelled), or why it was not cancelled. */
export async function cancelSalesOrder(name: string): Promise<SalesOrder | Refused> {
  const reply = await callMethod('POST', 'cancelSalesOrder', { body: { name } });
  return successMessage<{ sales_order: SalesOrder }>(reply)?.sales_order ?? refusal(reply, t.cancelFailed);
}

/** `reorder`: the order's lines into the cart at today's prices, with the difference; or why they were not. */
export async function reorder(name: string): Promise<ReorderReply | Refused> {
  const reply = await callMethod('POST', 'reorder', { body: { name } });
  return successMessage<ReorderReply>(reply) ?? refusal(reply, t.reorderFailed);
}
