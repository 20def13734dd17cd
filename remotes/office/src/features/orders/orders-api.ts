import {
  officeOrderListSchema,
  officeOrderReplySchema,
  type OrderListQuery,
  type SetOrderStatusBody,
} from '@site/contract';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';
import { useOfficeList, useOfficeRecord } from '../../lib/office-queries';

/** `list_orders`: a keyset page of orders, newest first, under the filters, with the counts per status. */
export const useOfficeOrders = (query: OrderListQuery) =>
  useOfficeList(officeKeys.orders, officeOrderListSchema, 'listOrders', query);

/** `get_order`: the order, its retailer and its timeline; null when there is no such order. */
export const useOfficeOrder = (name: string) =>
  useOfficeRecord(officeKeys.order(name), officeOrderReplySchema, 'getOrder', (reply) => reply.order);

/** `set_order_status`: the order as it is after the change; rejects with the server's reason (a race lost: 409). */
export const setOrderStatus = (body: SetOrderStatusBody) =>
  officeRequest(officeOrderReplySchema, 'POST', 'setOrderStatus', { body }).then((reply) => reply.order);
