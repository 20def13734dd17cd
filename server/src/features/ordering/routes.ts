import {
  apiTexts,
  createAddressSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderingMessages as m,
  quantityProblem,
  type TaxDocumentRef,
} from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { type AuthContext, requireToken, signedInCustomer } from '../../http/auth';
import { replyLanguage } from '../../http/language';
import { ApiError, badRequest, notFound, validationFailed } from '../../http/errors';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath } from '../../http/route-schemas';
import { requireNonSimpleRequest } from '../../http/same-site';
import { ok, succeeded } from '../../http/reply';
import { text } from '../../lib/validate';
import {
  type AddressFields,
  addressBook,
  allAddresses,
  billingName,
  deleteShippingAddress,
  insertShippingAddress,
  updateAddress,
} from './addresses';
import { buildCart, priceGuestLines, type OrderingSettings } from './cart';
import { mergeGuestCart, setLine, setShippingAddress } from './cart-writes';
import { findItem, findItems, queryProducts, toWebsiteItem } from './catalogue';
import { createOrderNotifier } from './notify';
import { cancelOrder, findOrder, listOrders, reorder } from './orders';
import { placeOrder } from './place-order';
import { schemas } from './route-schemas';
import type { SmsProvider } from '../../sms';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
/** `preValidation`, after the token: a missing key is a 400 of its own, before the body's 417. */
async function requireIdempotencyKey(request: FastifyRequest) {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw badRequest(m.idempotencyKeyRequired);
}

const addressFieldsOf = (form: z.output<typeof createAddressSchema>): AddressFields => ({
  address_title: text(form.shopName),
  address_line1: text(form.address1),
  address_line2: text(form.address2),
  city: text(form.city),
  state: text(form.state),
  country: text(form.country),
  pincode: text(form.pincode),
});

export interface OrderingRouteOptions {
  db: Database;
  config: Config;
  auth: AuthContext;
  now: () => Date;
  /** The SMS provider of the codes, which also sends the order confirmation. */
  sms: SmsProvider;
  /**
   * The tax documents an order has, shown on the retailer's order: invoicing's, given by src/app.ts, since
   * invoicing builds on ordering and ordering never imports it.
   */
  taxDocumentsOf: (
    db: Database,
    orderName: string,
  ) => Promise<{ invoice: TaxDocumentRef | null; credit_note: TaxDocumentRef | null }>;
}

export async function orderingRoutes(fastify: FastifyInstance, options: OrderingRouteOptions) {
  const { db, config, auth, now } = options;
  const settings: OrderingSettings = { companyState: config.ordering.companyState };
  const notifier = createOrderNotifier(config, options.sms, db);
  const app = useFastifyValidation(fastify);
  const signedIn = { preValidation: requireToken(auth) };
  const writes = { onRequest: requireNonSimpleRequest };
  const signedInWrites = { ...writes, ...signedIn };

  /** The customer's cart priced now. */
  const pricedCart = async (customerId: string, request: FastifyRequest) => {
    const built = await buildCart(db, customerId, settings, now(), { language: replyLanguage(request) });
    if (!built) throw notFound(apiTexts.noSuchCustomer);
    return built.cart;
  };

  const knownItems = async (codes: readonly string[], field: (index: number) => string) => {
    const found = await findItems(db, codes);
    const errors: Record<string, string> = {};
    codes.forEach((code, index) => {
      if (!found.has(code)) errors[field(index)] = m.unknownItem;
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return found;
  };

  // ---- Catalogue (public) ----

  // Packs are named in the request's language (English when it names none of ours): caches keep one per language.
  app.get(methodPath('getProductFilterData'), { schema: schemas.productFilterData }, async (request, reply) => {
    const query = request.query.query_args;
    void reply.header('vary', 'Accept-Language');
    return ok(await queryProducts(db, query, replyLanguage(request)));
  });

  app.get(methodPath('getItem'), { schema: schemas.item }, async (request, reply) => {
    const code = request.query.item_code;
    void reply.header('vary', 'Accept-Language');
    const item = code.length <= 64 ? await findItem(db, code, replyLanguage(request)) : null;
    if (!item) throw notFound(m.unknownItem);
    return ok({ product_info: toWebsiteItem(item) });
  });

  // ---- Cart ----

  app.get(methodPath('getCartQuotation'), { ...signedIn, schema: schemas.cart }, async (request) => {
    const customerId = signedInCustomer(request);
    return ok(await pricedCart(customerId, request));
  });

  app.post(methodPath('updateCart'), { ...signedInWrites, schema: schemas.updateCart }, async (request) => {
    const customerId = signedInCustomer(request);
    const body = request.body;
    const item = (await knownItems([body.item_code], () => 'item_code')).get(body.item_code)!;
    // The pack's ordering rules: a quantity that breaks them is refused, never rounded behind the retailer's back.
    const problem = quantityProblem(
      m.packedItem(item.web_item_name, item.pack_size),
      body.qty,
      item.min_order_qty,
      item.case_multiple,
    );
    if (problem) throw validationFailed({ qty: problem }, problem);
    await setLine(db, customerId, body.item_code, body.qty);
    return ok(await pricedCart(customerId, request));
  });

  app.post(methodPath('mergeGuestCart'), { ...signedInWrites, schema: schemas.mergeGuestCart }, async (request) => {
    const customerId = signedInCustomer(request);
    const body = request.body;
    await knownItems(
      body.items.map((line) => line.item_code),
      (index) => `items.${index}.item_code`,
    );
    await mergeGuestCart(db, customerId, body.items);
    return ok(await pricedCart(customerId, request));
  });

  app.post(methodPath('priceGuestCart'), { ...writes, schema: schemas.priceGuestCart }, async (request) => {
    const body = request.body;
    const priced = await priceGuestLines(db, body.items, settings, now(), replyLanguage(request));
    if (priced.unknown.size > 0) {
      const errors: Record<string, string> = {};
      body.items.forEach((line, index) => {
        if (priced.unknown.has(line.item_code)) errors[`items.${index}.item_code`] = m.unknownItem;
      });
      throw validationFailed(errors);
    }
    return ok(priced.cart);
  });

  app.post(
    methodPath('updateCartAddress'),
    { ...signedInWrites, schema: schemas.updateCartAddress },
    async (request) => {
      const customerId = signedInCustomer(request);
      const body = request.body;
      const book = await addressBook(db, customerId);
      const wanted = book ? allAddresses(book).find((address) => address.name === body.address_name) : undefined;
      const billing = body.address_type.toLowerCase() === 'billing';
      if (!wanted || (billing && wanted.name !== billingName(customerId))) throw notFound(m.addressNotFound);
      // The billing address is always the profile's; choosing it as billing changes nothing.
      if (!billing) await setShippingAddress(db, customerId, wanted.name);
      return ok(await pricedCart(customerId, request));
    },
  );

  app.post(
    methodPath('placeOrder'),
    { ...writes, preValidation: [signedIn.preValidation, requireIdempotencyKey], schema: schemas.placeOrder },
    async (request, reply) => {
      const customerId = signedInCustomer(request);
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string;
      const body = request.body;
      const outcome = await placeOrder(db, {
        customerId,
        idempotencyKey: header,
        fingerprint: body.cart_fingerprint,
        seen: body.seen_cart ?? null,
        settings,
        now: now(),
        language: replyLanguage(request),
      });
      switch (outcome.kind) {
        case 'placed':
          if (outcome.created) {
            notifier
              .orderPlaced(outcome.order, { customerId, mobile: outcome.mobile }, request.log)
              .catch((error: unknown) => {
                request.log.error({ err: error, order: outcome.order.name }, 'order notification failed');
              });
          }
          return ok({ sales_order: outcome.order });
        case 'changed':
          return reply.code(409).send({
            exc_type: 'CartChangedError' as const,
            message: {
              status: 'error' as const,
              reason: 'validation' as const,
              text: outcome.text,
              changes: outcome.changes,
              cart: succeeded(outcome.cart),
            },
          });
        case 'empty':
          throw validationFailed({}, m.cartEmpty);
        case 'key_reused':
          throw new ApiError(422, 'validation', m.idempotencyKeyReused);
        case 'no_customer':
          throw notFound(apiTexts.noSuchCustomer);
      }
    },
  );

  // ---- Orders ----

  app.get(methodPath('getSalesOrders'), { ...signedIn, schema: schemas.orders }, async (request) => {
    const customerId = signedInCustomer(request);
    const { start, page_length: pageLength } = request.query;
    return ok(await listOrders(db, customerId, start, pageLength));
  });

  app.get(methodPath('getSalesOrder'), { ...signedIn, schema: schemas.order }, async (request) => {
    const customerId = signedInCustomer(request);
    const { name } = request.query;
    const order = name.length <= 40 ? await findOrder(db, customerId, name, replyLanguage(request)) : null;
    if (!order) throw notFound(m.orderNotFound);
    return ok({ sales_order: { ...order, ...(await options.taxDocumentsOf(db, name)) } });
  });

  app.post(methodPath('cancelSalesOrder'), { ...signedInWrites, schema: schemas.cancel }, async (request) => {
    const customerId = signedInCustomer(request);
    const { name } = request.body;
    const outcome = await cancelOrder(db, customerId, name, now());
    if (outcome === 'not_found') throw notFound(m.orderNotFound);
    // Staff moved it on first (or it was cancelled already): told why, as a conflict with the order's state.
    if (outcome === 'not_cancellable') throw new ApiError(409, 'validation', m.cancelNotAllowed);
    const order = await findOrder(db, customerId, name, replyLanguage(request));
    if (!order) throw notFound(m.orderNotFound);
    return ok({ sales_order: order });
  });

  app.post(methodPath('reorder'), { ...signedInWrites, schema: schemas.reorder }, async (request) => {
    const customerId = signedInCustomer(request);
    const { name } = request.body;
    const outcome = await reorder(db, customerId, name, settings, now(), replyLanguage(request));
    if (outcome.kind === 'not_found') throw notFound(m.orderNotFound);
    return ok({
      cart: succeeded(outcome.built.cart),
      placed_grand_total_paise: outcome.placed,
      today_grand_total_paise: outcome.today,
      difference_paise: outcome.today - outcome.placed,
      lines: outcome.lines,
      unavailable: outcome.unavailable,
    });
  });

  // ---- Address book ----

  const bookOf = async (customerId: string) => {
    const book = await addressBook(db, customerId);
    if (!book) throw notFound(apiTexts.noSuchCustomer);
    return book;
  };
  const addressReply = async (customerId: string, name: string) => {
    const address = allAddresses(await bookOf(customerId)).find((candidate) => candidate.name === name);
    if (!address) throw notFound(m.addressNotFound);
    return ok({ address });
  };

  app.get(methodPath('getAddresses'), { ...signedIn, schema: schemas.addresses }, async (request) => {
    const customerId = signedInCustomer(request);
    return ok({ addresses: allAddresses(await bookOf(customerId)) });
  });

  app.post(methodPath('createAddress'), { ...signedInWrites, schema: schemas.createAddress }, async (request) => {
    const customerId = signedInCustomer(request);
    const form = request.body;
    const name = await insertShippingAddress(db, customerId, addressFieldsOf(form), form.is_default === true);
    if (!name) throw notFound(apiTexts.noSuchCustomer);
    return addressReply(customerId, name);
  });

  app.post(methodPath('updateAddress'), { ...signedInWrites, schema: schemas.updateAddress }, async (request) => {
    const customerId = signedInCustomer(request);
    const form = request.body;
    if (form.name === billingName(customerId) && form.is_default === true) {
      throw validationFailed({ is_default: m.billingAlwaysDefault });
    }
    const updated = await updateAddress(db, customerId, form.name, addressFieldsOf(form), form.is_default === true);
    if (!updated) throw notFound(m.addressNotFound);
    return addressReply(customerId, form.name);
  });

  app.post(methodPath('deleteAddress'), { ...signedInWrites, schema: schemas.deleteAddress }, async (request) => {
    const customerId = signedInCustomer(request);
    const { name } = request.body;
    if (name === billingName(customerId)) throw validationFailed({}, m.billingNotDeletable);
    const deleted = await deleteShippingAddress(db, customerId, name);
    if (!deleted) throw notFound(m.addressNotFound);
    return ok({ name });
  });
}
