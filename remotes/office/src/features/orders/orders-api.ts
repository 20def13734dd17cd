import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type OfficeOrder,
  officeOrderListSchema,
  officeOrderReplySchema,
  type OrderListQuery,
  type SetOrderStatusBody,
} from '@site/contract';
import { ApiError } from '@site/state';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';

/** `list_orders`: a keyset page of orders, newest first, under the filters, with the counts per status. */
export const fetchOfficeOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  officeRequest(officeOrderListSchema, 'GET', 'listOrders', { params: query, signal });

export const officeOrdersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: [...officeKeys.orders, query],
    queryFn: ({ signal }) => fetchOfficeOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOfficeOrders = (query: OrderListQuery) => useQuery(officeOrdersQueryOptions(query));

/** `get_order`: the order, its retailer and its timeline; null when there is no such order. */
export async function fetchOfficeOrder(name: string, signal?: AbortSignal): Promise<OfficeOrder | null> {
  try {
    return (await officeRequest(officeOrderReplySchema, 'GET', 'getOrder', { params: { name }, signal })).order;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const officeOrderQueryOptions = (name: string) =>
  queryOptions({ queryKey: [...officeKeys.order, name], queryFn: ({ signal }) => fetchOfficeOrder(name, signal) });

export const useOfficeOrder = (name: string) => useQuery(officeOrderQueryOptions(name));

/** `set_order_status`: the order as it is after the change; rejects with the server's reason (a race lost: 409). */
export const setOrderStatus = (body: SetOrderStatusBody) =>
  officeRequest(officeOrderReplySchema, 'POST', 'setOrderStatus', { body }).then((reply) => reply.order);
