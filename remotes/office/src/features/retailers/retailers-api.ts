import {
  type RetailerBlockBody,
  retailerDetailSchema,
  type RetailerListQuery,
  retailerListSchema,
} from '@site/contract';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';
import { useOfficeList, useOfficeRecord } from '../../lib/office-queries';

/** `list_retailers`: a keyset page of retailers found by name, shop, mobile, city or state. */
export const useRetailers = (query: RetailerListQuery) =>
  useOfficeList(officeKeys.retailers, retailerListSchema, 'listRetailers', query);

/** `get_retailer`: profile, addresses and latest orders; null when there is no such retailer. */
export const useRetailer = (customerId: string) =>
  useOfficeRecord(officeKeys.retailer(customerId), retailerDetailSchema, 'getRetailer', (reply) => reply.retailer);

/** `block_retailer` / `unblock_retailer`: the retailer as they are after it. */
export const setRetailerBlocked = (blocked: boolean, body: RetailerBlockBody) =>
  officeRequest(retailerDetailSchema, 'POST', blocked ? 'blockRetailer' : 'unblockRetailer', { body }).then(
    (reply) => reply.retailer,
  );
