import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type RetailerBlockBody,
  type RetailerDetail,
  retailerDetailSchema,
  type RetailerListQuery,
  retailerListSchema,
} from '@site/contract';
import { ApiError } from '@site/state';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';

/** `list_retailers`: a keyset page of retailers found by name, shop, mobile, city or state. */
export const fetchRetailers = (query: RetailerListQuery, signal?: AbortSignal) =>
  officeRequest(retailerListSchema, 'GET', 'listRetailers', { params: query, signal });

export const retailersQueryOptions = (query: RetailerListQuery) =>
  queryOptions({
    queryKey: [...officeKeys.retailers, query],
    queryFn: ({ signal }) => fetchRetailers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRetailers = (query: RetailerListQuery) => useQuery(retailersQueryOptions(query));

/** `get_retailer`: profile, addresses and latest orders; null when there is no such retailer. */
export async function fetchRetailer(customerId: string, signal?: AbortSignal): Promise<RetailerDetail | null> {
  try {
    return (
      await officeRequest(retailerDetailSchema, 'GET', 'getRetailer', { params: { customer_id: customerId }, signal })
    ).retailer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useRetailer = (customerId: string) =>
  useQuery({
    queryKey: [...officeKeys.retailer, customerId],
    queryFn: ({ signal }) => fetchRetailer(customerId, signal),
  });

/** `block_retailer` / `unblock_retailer`: the retailer as they are after it. */
export const setRetailerBlocked = (blocked: boolean, body: RetailerBlockBody) =>
  officeRequest(retailerDetailSchema, 'POST', blocked ? 'blockRetailer' : 'unblockRetailer', { body }).then(
    (reply) => reply.retailer,
  );
