import {
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
  inquiryNameQuerySchema,
  moveGstinBodySchema,
  officeInquiryListSchema,
  officeInquiryReplySchema,
  officeOperationsTexts as m,
  officeOrderListSchema,
  officeOrderNameQuerySchema,
  officeOrderReplySchema,
  orderListQuerySchema,
  retailerBlockBodySchema,
  retailerDetailSchema,
  retailerIdQuerySchema,
  retailerListQuerySchema,
  retailerListSchema,
  setInquiryStatusBodySchema,
  setOrderStatusBodySchema,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound, validationFailed } from '../../../http/errors';
import { STAFF_SECURITY } from '../../../http/openapi';
import { useFastifyValidation } from '../../../http/schemas';
import { methodPath, failure, staffFailures, staffRead, staffWrite } from '../../../http/route-schemas';
import { ok } from '../../../http/reply';
import type { SmsProvider } from '../../../sms';
import { changeInquiryStatus, exportInquiries, findInquiry, listInquiries } from './inquiries';
import { changeOrderStatus, findOfficeOrder, listOfficeOrders, type OrderTaxDocuments, sendStatusSms } from './orders';
import { findRetailer, listRetailers, moveGstin, setBlocked } from './retailers';
import { type OfficeContext, requireStaff, signedInStaff } from '../../../http/staff-session';

/** A read with a query: 417 when the query is off the contract. */
const queryRead = <Query extends z.ZodType, Reply extends z.ZodType>(
  summary: string,
  querystring: Query,
  reply: Reply,
  more: Record<number, z.ZodType> = {},
) => ({ ...staffRead(summary, reply, { 417: failure('Validation (field → message)'), ...more }), querystring });

const schemas = {
  listOrders: queryRead(
    'Orders, newest first: filtered by status, days, state and retailer, searched by number, shop or mobile',
    orderListQuerySchema,
    officeOrderListSchema,
  ),
  getOrder: queryRead(
    'One order as placed, its retailer and its timeline',
    officeOrderNameQuerySchema,
    officeOrderReplySchema,
    { 404: failure('No such order') },
  ),
  setOrderStatus: staffWrite(
    'Move an order on (Confirmed, Dispatched, Delivered) or cancel it with a reason; the retailer gets an SMS',
    setOrderStatusBodySchema,
    officeOrderReplySchema,
    { 404: failure('No such order'), 409: failure('The order moved on first (a retailer’s cancel, a colleague)') },
  ),
  listInquiries: queryRead(
    'Partner and contact inquiries, newest first, filtered and searched',
    inquiryListQuerySchema,
    officeInquiryListSchema,
  ),
  getInquiry: queryRead(
    'One inquiry and the notes of its follow-up',
    inquiryNameQuerySchema,
    officeInquiryReplySchema,
    {
      404: failure('No such inquiry'),
    },
  ),
  setInquiryStatus: staffWrite(
    "An inquiry's next status (Contacted, Qualified, Closed) with a note",
    setInquiryStatusBodySchema,
    officeInquiryReplySchema,
    { 404: failure('No such inquiry'), 409: failure('The inquiry moved on first') },
  ),
  exportInquiries: {
    summary: 'The inquiries the filters find, as a CSV file Excel opens (UTF-8 with BOM, CRLF, quoted fields)',
    security: STAFF_SECURITY,
    querystring: inquiryExportQuerySchema,
    produces: ['text/csv'],
    response: {
      200: z.string().describe('text/csv; charset=utf-8, as an attachment'),
      ...staffFailures,
      417: failure('Validation (field → message)'),
    },
  },
  listRetailers: queryRead(
    'Retailers, newest first, searched by name, shop, mobile, city or state',
    retailerListQuerySchema,
    retailerListSchema,
  ),
  getRetailer: queryRead(
    "A retailer's profile, addresses and latest orders",
    retailerIdQuerySchema,
    retailerDetailSchema,
    {
      404: failure('No such retailer'),
    },
  ),
  blockRetailer: staffWrite(
    'Block a retailer with a reason: no login, no order; their sessions end',
    retailerBlockBodySchema,
    retailerDetailSchema,
    { 404: failure('No such retailer'), 409: failure('Already blocked') },
  ),
  unblockRetailer: staffWrite('Unblock a retailer with a reason', retailerBlockBodySchema, retailerDetailSchema, {
    404: failure('No such retailer'),
    409: failure('Not blocked'),
  }),
  moveGstin: staffWrite(
    "An admin's decision on whose a GSTIN is: the first retailer's becomes the second's, audited",
    moveGstinBodySchema,
    retailerDetailSchema,
    { 404: failure('No such retailer'), 409: failure('Another account holds the GSTIN too: move that one first') },
  ),
};

export interface OfficeOperationsOptions extends OfficeContext {
  /** The retailers' SMS provider: a change of an order's status is texted to its retailer. */
  sms: SmsProvider;
  /** The tax documents an order's change issues and an order shows (invoicing's, given by the app). */
  documents: OrderTaxDocuments;
}

/** A refusal because the record is no longer where the change starts: nothing was done, and why. */
const conflict = (text: string) => new ApiError(409, 'validation', text);

/** The back office's operations (the sales role): orders, inquiries, retailers. */
export async function registerOfficeOperations(fastify: FastifyInstance, options: OfficeOperationsOptions) {
  const { db, now, sms, documents } = options;
  const app = useFastifyValidation(fastify);
  const sales = { preValidation: requireStaff(options, 'sales') };

  const orderReply = async (name: string) => {
    const order = await findOfficeOrder(db, name);
    if (!order) throw notFound(m.orderNotFound);
    return ok({ order: { ...order, ...(await documents.ofOrder(db, name)) } });
  };
  const inquiryReply = async (name: string) => {
    const inquiry = await findInquiry(db, name);
    if (!inquiry) throw notFound(m.inquiryNotFound);
    return ok({ inquiry });
  };
  const retailerReply = async (customerId: string) => {
    const retailer = await findRetailer(db, customerId);
    if (!retailer) throw notFound(m.retailerNotFound);
    return ok({ retailer });
  };

  // ---- Orders ----

  app.get(methodPath('listOrders'), { ...sales, schema: schemas.listOrders }, async (request) =>
    ok(await listOfficeOrders(db, request.query)),
  );

  app.get(methodPath('getOrder'), { ...sales, schema: schemas.getOrder }, async (request) =>
    orderReply(request.query.name),
  );

  app.post(methodPath('setOrderStatus'), { ...sales, schema: schemas.setOrderStatus }, async (request) => {
    const { name, status, reason } = request.body;
    const outcome = await changeOrderStatus(db, {
      name,
      status,
      reason: reason || null,
      staff: signedInStaff(request),
      now: now(),
      documents,
    });
    if (outcome.kind === 'not_found') throw notFound(m.orderNotFound);
    if (outcome.kind === 'moved_on') throw conflict(m.orderMovedOn(name, outcome.current, status));
    const { mobile, language } = outcome.record;
    if (mobile) void sendStatusSms(sms, { mobile, order: name, status, language }, request.log);
    return orderReply(name);
  });

  // ---- Inquiries ----

  app.get(methodPath('listInquiries'), { ...sales, schema: schemas.listInquiries }, async (request) =>
    ok(await listInquiries(db, request.query)),
  );

  app.get(methodPath('getInquiry'), { ...sales, schema: schemas.getInquiry }, async (request) =>
    inquiryReply(request.query.name),
  );

  app.post(methodPath('setInquiryStatus'), { ...sales, schema: schemas.setInquiryStatus }, async (request) => {
    const { name, status, note } = request.body;
    const outcome = await changeInquiryStatus(db, { name, status, note, staff: signedInStaff(request), now: now() });
    if (outcome.kind === 'not_found') throw notFound(m.inquiryNotFound);
    if (outcome.kind === 'moved_on') throw conflict(m.inquiryMovedOn(outcome.current, status));
    return inquiryReply(name);
  });

  app.get(methodPath('exportInquiries'), { ...sales, schema: schemas.exportInquiries }, async (request, reply) => {
    const csv = await exportInquiries(db, request.query);
    const day = now().toISOString().slice(0, 10);
    // Text is sent as it is: the reply's serializer (JSON) never sees it.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inquiries-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // ---- Retailers ----

  app.get(methodPath('listRetailers'), { ...sales, schema: schemas.listRetailers }, async (request) =>
    ok(await listRetailers(db, request.query)),
  );

  app.get(methodPath('getRetailer'), { ...sales, schema: schemas.getRetailer }, async (request) =>
    retailerReply(request.query.customer_id),
  );

  for (const [name, blocked] of [
    ['blockRetailer', true],
    ['unblockRetailer', false],
  ] as const) {
    app.post(methodPath(name), { ...sales, schema: schemas[name] }, async (request) => {
      const { customer_id: customerId, reason } = request.body;
      const outcome = await setBlocked(db, { customerId, blocked, reason, staff: signedInStaff(request), now: now() });
      if (outcome === 'not_found') throw notFound(m.retailerNotFound);
      if (outcome === 'unchanged') throw conflict(blocked ? m.alreadyBlocked : m.notBlocked);
      return retailerReply(customerId);
    });
  }

  app.post(
    methodPath('moveGstin'),
    { preValidation: requireStaff(options, 'admin'), schema: schemas.moveGstin },
    async (request) => {
      const { from_customer_id: fromCustomerId, to_customer_id: toCustomerId, reason } = request.body;
      if (fromCustomerId === toCustomerId) throw validationFailed({ to_customer_id: m.gstinMoveToSelf });
      const outcome = await moveGstin(db, { fromCustomerId, toCustomerId, reason, staff: signedInStaff(request) });
      if (outcome === 'not_found') throw notFound(m.retailerNotFound);
      if (outcome === 'no_gstin') throw validationFailed({ from_customer_id: m.gstinToMoveMissing });
      if (outcome === 'held_elsewhere') throw conflict(m.gstinHeldElsewhere);
      if (typeof outcome === 'object') throw validationFailed({ to_customer_id: outcome.stateMismatch });
      return retailerReply(toCustomerId);
    },
  );
}
