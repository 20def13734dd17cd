import { acceptedDate } from '../dates';
import { ORDER_STATUSES, type OrderStatus } from '../ordering/constants';
import { addressSchema, salesOrderSchema, salesOrderSummarySchema } from '../ordering/schemas';
import { site } from '../site';
import { inquiryTypeSchema, websiteInquiryPayloadSchema } from '../wire';
import { z } from '../zod';

/**
 * The back office's operations: orders, inquiries and retailers, for staff of the sales role and up.
 * Mounted under `/api/method/` like every other method; each needs a staff session (the `site_staff` cookie). The methods' paths: `operations-paths.ts`.
 */

// ---- Rules --------------------------------------------------------------------------------------

/** Where staff may take an order from each status: forward one step, or cancel until it is delivered. */
export const ORDER_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Placed: ['Confirmed', 'Cancelled'],
  Confirmed: ['Dispatched', 'Cancelled'],
  Dispatched: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** The statuses staff set (an order is Placed by its retailer). */
export const STAFF_ORDER_STATUSES = ['Confirmed', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];

export const INQUIRY_STATUSES = ['New', 'Contacted', 'Qualified', 'Closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** New → Contacted → Qualified, or Closed from any open status. */
export const INQUIRY_NEXT_STATUSES: Record<InquiryStatus, readonly InquiryStatus[]> = {
  New: ['Contacted', 'Closed'],
  Contacted: ['Qualified', 'Closed'],
  Qualified: ['Closed'],
  Closed: [],
};

export const MAX_REASON_LENGTH = 500;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_SEARCH_LENGTH = 100;
export const DEFAULT_OFFICE_PAGE = 25;
export const MAX_OFFICE_PAGE = 100;

// ---- Texts --------------------------------------------------------------------------------------

export const officeOperationsTexts = {
  orderNotFound: 'No such order.',
  inquiryNotFound: 'No such inquiry.',
  retailerNotFound: 'No such retailer.',
  statusInvalid: (allowed: readonly string[]) => `Choose one of: ${allowed.join(', ')}.`,
  reasonRequired: 'Give a reason.',
  reasonTooLong: `Keep the reason to ${MAX_REASON_LENGTH} characters.`,
  noteTooLong: `Keep the note to ${MAX_NOTE_LENGTH} characters.`,
  searchTooLong: `Search for at most ${MAX_SEARCH_LENGTH} characters.`,
  dateInvalid: 'Give a date as YYYY-MM-DD.',
  dateRangeInvalid: 'The start date must not be after the end date.',
  cursorInvalid: 'This page is out of date. Start again from the first page.',
  pageLengthInvalid: `page_length must be a whole number from 1 to ${MAX_OFFICE_PAGE}.`,
  filterInvalid: 'This filter is not one the list offers.',
  /** A staff change that another change (the retailer's cancel, a colleague's click) overtook: nothing was done. */
  orderMovedOn: (name: string, current: OrderStatus, wanted: OrderStatus) =>
    `Order ${name} is ${current} now, so it was not marked ${wanted}.`,
  inquiryMovedOn: (current: InquiryStatus, wanted: InquiryStatus) =>
    `This inquiry is ${current} now, so it was not marked ${wanted}.`,
  gstinToMoveMissing: 'This retailer has no GSTIN to move.',
  gstinMoveToSelf: 'Choose another retailer to move the GSTIN to.',
  gstinHeldElsewhere: 'Another retailer holds this GSTIN as well: move it from that account first.',
  alreadyBlocked: 'This retailer is already blocked.',
  notBlocked: 'This retailer is not blocked.',
} as const;

/** The SMS a retailer gets when staff move their order on (the console provider keeps it in the dev outbox). */
export function orderStatusSmsText(orderName: string, status: StaffOrderStatus): string {
  const brand = site.brandName;
  switch (status) {
    case 'Confirmed':
      return `${brand}: your order ${orderName} is confirmed. We will send it soon.`;
    case 'Dispatched':
      return `${brand}: your order ${orderName} is on its way. Pay on delivery.`;
    case 'Delivered':
      return `${brand}: your order ${orderName} is delivered. Thank you.`;
    case 'Cancelled':
      return `${brand}: your order ${orderName} is cancelled. Questions? Call ${site.supportPhone}.`;
  }
}

// ---- Query parameters ---------------------------------------------------------------------------

const m = officeOperationsTexts;

const dateParam = acceptedDate(m.dateInvalid).optional().describe('YYYY-MM-DD, a day in India (Asia/Kolkata)');
const searchParam = z.string(m.filterInvalid).trim().max(MAX_SEARCH_LENGTH, m.searchTooLong).optional();
const cursorParam = z
  .string(m.cursorInvalid)
  .regex(/^[A-Za-z0-9_-]{1,200}$/, m.cursorInvalid)
  .optional()
  .describe('`next_cursor` of the page before: the page after it');
const pageLengthParam = z
  .string(m.pageLengthInvalid)
  .optional()
  .refine(
    (raw) => !raw || (/^\d{1,3}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_OFFICE_PAGE),
    m.pageLengthInvalid,
  )
  .transform((raw) => (raw ? Number(raw) : DEFAULT_OFFICE_PAGE));

/** A range of days, the first not after the last. */
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const dateRangeError = { message: m.dateRangeInvalid, path: ['to'] };

export const orderListQuerySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, m.statusInvalid(ORDER_STATUSES)).optional(),
    from: dateParam,
    to: dateParam,
    state: z
      .string(m.filterInvalid)
      .max(100, m.filterInvalid)
      .optional()
      .describe('Place of supply (the shipping state)'),
    customer_id: z.string(m.filterInvalid).max(64, m.filterInvalid).optional().describe("The retailer's orders only"),
    search: searchParam.describe('Part of the order number, the shop name or the mobile'),
    cursor: cursorParam,
    page_length: pageLengthParam,
  })
  .refine(fromNotAfterTo, dateRangeError);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

const inquiryFilters = {
  inquiry_type: z
    .enum(inquiryTypeSchema.options, m.filterInvalid)
    .optional()
    .describe('distributor: the partner form; contact: the contact form'),
  status: z.enum(INQUIRY_STATUSES, m.statusInvalid(INQUIRY_STATUSES)).optional(),
  from: dateParam,
  to: dateParam,
  search: searchParam.describe('Part of the name, company, business, phone or e-mail'),
};

export const inquiryListQuerySchema = z
  .strictObject({ ...inquiryFilters, cursor: cursorParam, page_length: pageLengthParam })
  .refine(fromNotAfterTo, dateRangeError);
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

/** export_inquiries: the list's filters, without paging. */
export const inquiryExportQuerySchema = z.strictObject(inquiryFilters).refine(fromNotAfterTo, dateRangeError);
export type InquiryExportQuery = z.input<typeof inquiryExportQuerySchema>;

export const retailerListQuerySchema = z.strictObject({
  search: searchParam.describe('Part of the name, shop, mobile, city or state'),
  blocked: z.enum(['true', 'false'], m.filterInvalid).optional().describe('true: blocked only; false: not blocked'),
  cursor: cursorParam,
  page_length: pageLengthParam,
});
export type RetailerListQuery = z.input<typeof retailerListQuerySchema>;

export const officeOrderNameQuerySchema = z.strictObject({
  name: z.string(m.orderNotFound).min(1, m.orderNotFound).max(40, m.orderNotFound),
});
export const inquiryNameQuerySchema = z.strictObject({
  name: z.string(m.inquiryNotFound).min(1, m.inquiryNotFound).max(64, m.inquiryNotFound),
});
export const retailerIdQuerySchema = z.strictObject({
  customer_id: z.string(m.retailerNotFound).min(1, m.retailerNotFound).max(64, m.retailerNotFound),
});

// ---- Request bodies -----------------------------------------------------------------------------

const reasonField = z
  .string(m.reasonRequired)
  .trim()
  .min(1, m.reasonRequired)
  .max(MAX_REASON_LENGTH, m.reasonTooLong)
  .describe('Why, in a sentence; kept in the timeline and the audit log');

export const setOrderStatusBodySchema = z
  .strictObject({
    name: officeOrderNameQuerySchema.shape.name,
    status: z.enum(STAFF_ORDER_STATUSES, m.statusInvalid(STAFF_ORDER_STATUSES)),
    reason: z.string(m.reasonRequired).trim().max(MAX_REASON_LENGTH, m.reasonTooLong).optional(),
  })
  .refine((body) => body.status !== 'Cancelled' || (body.reason ?? '') !== '', {
    message: m.reasonRequired,
    path: ['reason'],
  });
export type SetOrderStatusBody = z.input<typeof setOrderStatusBodySchema>;

export const setInquiryStatusBodySchema = z.strictObject({
  name: inquiryNameQuerySchema.shape.name,
  status: z.enum(['Contacted', 'Qualified', 'Closed'], m.statusInvalid(['Contacted', 'Qualified', 'Closed'])),
  note: z.string().trim().max(MAX_NOTE_LENGTH, m.noteTooLong).default('').describe('What was said or agreed'),
});
export type SetInquiryStatusBody = z.input<typeof setInquiryStatusBodySchema>;

export const retailerBlockBodySchema = z.strictObject({
  customer_id: retailerIdQuerySchema.shape.customer_id,
  reason: reasonField,
});
export type RetailerBlockBody = z.input<typeof retailerBlockBodySchema>;

export const moveGstinBodySchema = z.strictObject({
  from_customer_id: retailerIdQuerySchema.shape.customer_id.describe('The account that holds the GSTIN now'),
  to_customer_id: retailerIdQuerySchema.shape.customer_id.describe('The account it belongs to'),
  reason: reasonField,
});
export type MoveGstinBody = z.input<typeof moveGstinBodySchema>;

// ---- Replies ------------------------------------------------------------------------------------

const success = z.literal('success');
const isoTime = (description: string) => z.string().describe(`${description} (ISO 8601)`);
const staffMember = z.string().nullable().describe('The staff member’s e-mail; null: the retailer did it');

const countsOf = <Statuses extends readonly [string, ...string[]]>(statuses: Statuses) =>
  z.object(
    Object.fromEntries(statuses.map((status) => [status, z.number().int()])) as Record<Statuses[number], z.ZodNumber>,
  );

export const orderStatusCountsSchema = countsOf(ORDER_STATUSES).describe(
  'Orders per status under every filter but the status',
);

export const officeOrderRowSchema = salesOrderSummarySchema.extend({
  customer_id: z.string().nullable().describe('null: the retailer deleted their account'),
  shop_name: z.string().describe('The billing address title as placed'),
  mobile: z.string().describe('The billing phone as placed'),
  city: z.string().describe('The shipping city'),
  place_of_supply: z.string(),
});
export type OfficeOrderRow = z.infer<typeof officeOrderRowSchema>;

export const officeOrderListSchema = z.object({
  status: success,
  orders: z.array(officeOrderRowSchema),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null: this is the last'),
  counts: orderStatusCountsSchema,
});
export type OfficeOrderList = z.infer<typeof officeOrderListSchema>;

export const officeOrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: isoTime('When'),
  staff_email: staffMember,
  reason: z.string().nullable(),
});

const retailerSummarySchema = z.object({
  customer_id: z.string(),
  full_name: z.string(),
  shop_name: z.string(),
  mobile: z.string(),
  city: z.string(),
  state: z.string(),
  created_at: isoTime('Signed up'),
  blocked: z.boolean(),
  gstin: z.string().nullable().describe('null: not registered for GST'),
  gstin_shared: z
    .boolean()
    .describe('Held by another account too since before a GSTIN was one account’s: the office decides whose it is'),
});
export type RetailerSummary = z.infer<typeof retailerSummarySchema>;

export const officeOrderSchema = salesOrderSchema.omit({ can_cancel: true, timeline: true }).extend({
  retailer: retailerSummarySchema.nullable().describe('null: the retailer deleted their account'),
  timeline: z.array(officeOrderEventSchema).describe('Placed first, then every change, oldest first'),
  next_statuses: z.array(z.enum(ORDER_STATUSES)).describe('What staff may mark it now'),
});
export type OfficeOrder = z.infer<typeof officeOrderSchema>;
export const officeOrderReplySchema = z.object({ status: success, order: officeOrderSchema });

export const officeInquirySchema = websiteInquiryPayloadSchema.extend({
  name: z.string(),
  creation: isoTime('Received'),
  status: z.enum(INQUIRY_STATUSES),
  status_changed_at: isoTime('Last status change').nullable(),
});
export type OfficeInquiry = z.infer<typeof officeInquirySchema>;

export const officeInquiryListSchema = z.object({
  status: success,
  inquiries: z.array(officeInquirySchema),
  next_cursor: z.string().nullable(),
  counts: countsOf(INQUIRY_STATUSES).describe('Inquiries per status under every filter but the status'),
});
export type OfficeInquiryList = z.infer<typeof officeInquiryListSchema>;

export const inquiryNoteSchema = z.object({
  status: z.enum(INQUIRY_STATUSES),
  note: z.string(),
  staff_email: z.string(),
  at: isoTime('When'),
});

export const officeInquiryReplySchema = z.object({
  status: success,
  inquiry: officeInquirySchema.extend({
    notes: z.array(inquiryNoteSchema).describe('Oldest first'),
    next_statuses: z.array(z.enum(INQUIRY_STATUSES)),
  }),
});
export type OfficeInquiryDetail = z.infer<typeof officeInquiryReplySchema>['inquiry'];

export const retailerListSchema = z.object({
  status: success,
  retailers: z.array(retailerSummarySchema),
  next_cursor: z.string().nullable(),
});

export const retailerDetailSchema = z.object({
  status: success,
  retailer: retailerSummarySchema.extend({
    industry: z.string(),
    gst_registered: z.boolean(),
    blocked_at: isoTime('Blocked').nullable(),
    blocked_reason: z.string().nullable(),
    addresses: z.array(addressSchema).describe('The billing address (the profile’s) and the shipping addresses'),
    orders: z.array(salesOrderSummarySchema).describe('The latest orders, newest first'),
    order_count: z.number().int(),
  }),
});
export type RetailerDetail = z.infer<typeof retailerDetailSchema>['retailer'];
