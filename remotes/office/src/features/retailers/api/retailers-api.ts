import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type RetailerBlockBody,
  type RetailerDetail,
  retailerDetailSchema,
  retailerListSchema,
  type retailerListQuerySchema,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import type { z } from 'zod';
import { officeRequest } from '../../../lib/api-client';
import { keysetPageOptions, unlessMissing } from '../../../lib/office-reads';

export type RetailerListFilters = z.output<typeof retailerListQuerySchema>;

/** `list_retailers`: a keyset page of retailers found by name, shop, mobile, city or state. */
export const fetchRetailers = (query: RetailerListFilters, signal?: AbortSignal) =>
  officeRequest(retailerListSchema, 'GET', 'listRetailers', { params: query, signal });

export const retailersQueryOptions = (query: RetailerListFilters) =>
  keysetPageOptions(queryKeys.officeRetailers(query), (signal) => fetchRetailers(query, signal));

export const useRetailers = (query: RetailerListFilters) => useQuery(retailersQueryOptions(query));

/** `get_retailer`: profile, addresses and latest orders; null when there is no such retailer. */
export const fetchRetailer = (customerId: string, signal?: AbortSignal): Promise<RetailerDetail | null> =>
  unlessMissing(
    officeRequest(retailerDetailSchema, 'GET', 'getRetailer', { params: { customer_id: customerId }, signal }).then(
      (reply) => reply.retailer,
    ),
  );

export const retailerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.officeRetailer(customerId),
    queryFn: ({ signal }) => fetchRetailer(customerId, signal),
  });

export const useRetailer = (customerId: string) => useQuery(retailerQueryOptions(customerId));

/** `block_retailer` / `unblock_retailer`: the retailer as they are after it. */
export const setRetailerBlocked = ({ blocked, ...body }: RetailerBlockBody & { blocked: boolean }) =>
  officeRequest(retailerDetailSchema, 'POST', blocked ? 'blockRetailer' : 'unblockRetailer', { body }).then(
    (reply) => reply.retailer,
  );

/** Blocks or unblocks a retailer: the page shows them as the server returns them; the lists are read again. */
export function useSetRetailerBlocked(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRetailerBlocked,
    onSuccess: (retailer) => queryClient.setQueryData(queryKeys.officeRetailer(customerId), retailer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailers() }),
  });
}
