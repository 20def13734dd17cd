import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { placedOrderSchema, reorderSchema, type SalesOrder, salesOrderListSchema } from '@site/contract';
import { ApiError } from '@site/state';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META, queryKeys } from '@site/state/query';

/** Orders a page of the history shows (the server's default page too). */
export const ORDERS_PAGE_LENGTH = 20;

/** `get_sales_orders`: one page of the retailer's orders, newest first (docs/product.md#order-history). */
export const fetchSalesOrders = (start: number, signal?: AbortSignal) =>
  request(salesOrderListSchema, 'GET', 'getSalesOrders', {
    params: { start, page_length: ORDERS_PAGE_LENGTH },
    signal,
  });

export type SalesOrderList = Awaited<ReturnType<typeof fetchSalesOrders>>;
export type SalesOrderSummary = SalesOrderList['orders'][number];

export const salesOrdersQueryOptions = (customerId: string, start: number) =>
  queryOptions({
    queryKey: queryKeys.salesOrders(customerId, start),
    queryFn: ({ signal }) => fetchSalesOrders(start, signal),
    meta: LOADING_OVERLAY_META,
    // The page shown stays until the next one arrives, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useSalesOrders = (customerId: string, start: number) =>
  useQuery(salesOrdersQueryOptions(customerId, start));

/** `get_sales_order`: one order as placed (docs/product.md#order); null when the retailer has no such order. */
export async function fetchSalesOrder(name: string, signal?: AbortSignal): Promise<SalesOrder | null> {
  try {
    return (await request(placedOrderSchema, 'GET', 'getSalesOrder', { params: { name }, signal })).sales_order;
  } catch (error) {
    if (error instanceof ApiError && error.reason === 'not_found') return null;
    throw error;
  }
}

export const salesOrderQueryOptions = (customerId: string, name: string) =>
  queryOptions({
    queryKey: queryKeys.salesOrder(customerId, name),
    queryFn: ({ signal }) => fetchSalesOrder(name, signal),
    meta: LOADING_OVERLAY_META,
  });

export const useSalesOrder = (customerId: string, name: string) => useQuery(salesOrderQueryOptions(customerId, name));

/** A write the server did not do, and its reason in its own words. */
export interface Refused {
  /** Null when the server gave no reason (no connection): the page says what was not done. */
  refused: string | null;
}

const refusal = (error: unknown): Refused => ({
  refused: (error instanceof ApiError && error.reason && error.text) || null,
});

/** `cancel_sales_order`: the order as it is now (Cancelled), or why it was not cancelled. */
export async function cancelSalesOrder(name: string): Promise<SalesOrder | Refused> {
  try {
    return (await request(placedOrderSchema, 'POST', 'cancelSalesOrder', { body: { name } })).sales_order;
  } catch (error) {
    return refusal(error);
  }
}

const requestReorder = (name: string) => request(reorderSchema, 'POST', 'reorder', { body: { name } });
export type ReorderReply = Awaited<ReturnType<typeof requestReorder>>;

/** `reorder`: the order's lines into the cart at today's prices, with the difference; or why they were not. */
export async function reorder(name: string): Promise<ReorderReply | Refused> {
  try {
    return await requestReorder(name);
  } catch (error) {
    return refusal(error);
  }
}

export const useCancelSalesOrder = () => useMutation({ mutationFn: cancelSalesOrder, meta: LOADING_OVERLAY_META });

export const useReorder = () => useMutation({ mutationFn: reorder, meta: LOADING_OVERLAY_META });
