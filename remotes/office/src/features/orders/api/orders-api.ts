import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OfficeOrder,
  officeOrderListSchema,
  officeOrderReplySchema,
  type orderListQuerySchema,
  type SetOrderStatusBody,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import type { z } from 'zod';
import { officeRequest } from '../../../lib/api-client';
import { keysetPageOptions, unlessMissing } from '../../../lib/office-reads';

export type OrderListFilters = z.output<typeof orderListQuerySchema>;

/** `list_orders`: a keyset page of orders, newest first, under the filters, with the counts per status. */
export const fetchOfficeOrders = (query: OrderListFilters, signal?: AbortSignal) =>
  officeRequest(officeOrderListSchema, 'GET', 'listOrders', { params: query, signal });

export const officeOrdersQueryOptions = (query: OrderListFilters) =>
  keysetPageOptions(queryKeys.officeOrders(query), (signal) => fetchOfficeOrders(query, signal));

export const useOfficeOrders = (query: OrderListFilters) => useQuery(officeOrdersQueryOptions(query));

/** `get_order`: the order, its retailer and its timeline; null when there is no such order. */
export const fetchOfficeOrder = (name: string, signal?: AbortSignal): Promise<OfficeOrder | null> =>
  unlessMissing(
    officeRequest(officeOrderReplySchema, 'GET', 'getOrder', { params: { name }, signal }).then((reply) => reply.order),
  );

export const officeOrderQueryOptions = (name: string) =>
  queryOptions({ queryKey: queryKeys.officeOrder(name), queryFn: ({ signal }) => fetchOfficeOrder(name, signal) });

export const useOfficeOrder = (name: string) => useQuery(officeOrderQueryOptions(name));

/** `set_order_status`: the order as it is after the change; rejects with the server's reason (a race lost: 409). */
export const setOrderStatus = (body: SetOrderStatusBody) =>
  officeRequest(officeOrderReplySchema, 'POST', 'setOrderStatus', { body }).then((reply) => reply.order);

/**
 * Moves an order on: the page shows the order as the server returns it; a change refused (a race lost) reads
 * it again, as whatever overtook the change is what the page shows next. The lists are read again either way.
 */
export function useSetOrderStatus(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.officeOrder(name), order),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeOrder(name) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeOrders() }),
  });
}
