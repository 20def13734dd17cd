import type { AxiosRequestConfig } from 'axios';
import type { OfficeInquiryDetail, OfficeOrder, RetailerDetail, SignedInStaff } from '@site/contract';
import { type FakeHandler, type fakeApi, errorReply } from '@site/testing';
import { SAMPLE_CART, SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';

export const ADMIN: SignedInStaff = { id: 'staff-1', email: 'admin@suvasa.example', role: 'admin' };
export const SALES: SignedInStaff = { id: 'staff-2', email: 'sales@suvasa.example', role: 'sales' };

/** `me` for this staff member, or no session (401). */
export const sessionOf =
  (staff: SignedInStaff | null): FakeHandler =>
  () =>
    staff
      ? { message: { status: 'success', staff } }
      : errorReply('unauthorized', { text: 'Sign in to the office.' }, 401);

type ApiSpy = ReturnType<typeof fakeApi>;

/** The JSON bodies sent to the method whose path ends with `path`, oldest first. */
export const bodiesTo = (api: ApiSpy, path: string) =>
  api.mock.calls
    .map(([config]) => config as AxiosRequestConfig)
    .filter((config) => config.url?.endsWith(path))
    .map((config) => JSON.parse(String(config.data)) as unknown);

/** The query parameters sent to the method whose path ends with `path`, oldest first. */
export const paramsTo = (api: ApiSpy, path: string) =>
  api.mock.calls
    .map(([config]) => config as AxiosRequestConfig)
    .filter((config) => config.url?.endsWith(path))
    .map((config) => config.params as unknown);

const ADDRESS = {
  name: 'CUST-1-billing',
  address_type: 'Billing' as const,
  address_title: 'Ravi General Stores',
  address_line1: '12 Station Road',
  address_line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  phone: '9876543210',
};

export const RETAILER_SUMMARY = {
  customer_id: 'CUST-1',
  full_name: 'Ravi Kumar',
  shop_name: 'Ravi General Stores',
  mobile: '9876543210',
  city: 'Pune',
  state: 'Maharashtra',
  created_at: '2026-11-01T05:00:00.000Z',
  blocked: false,
  gstin: null,
  gstin_shared: false,
};

export const OFFICE_ORDER: OfficeOrder = {
  name: 'SAL-ORD-2026-00007',
  transaction_date: '2026-11-23T06:30:00.000Z',
  status: 'Placed',
  total_qty: 2,
  grand_total_paise: 134_400,
  items: [
    {
      idx: 1,
      item_code: 'suvasa-2g-48',
      item_name: 'Suvasa Pan Masala 2g',
      weight_grams: 2,
      pack_size: 48,
      pack_label: 'Pack of 48',
      website_image: 'pack-2g',
      qty: 2,
      mrp_paise: 65_000,
      rate_paise: 48_000,
      amount_paise: 96_000,
    },
  ],
  totals: { ...SAMPLE_CART.totals },
  scheme: null,
  billing_address: ADDRESS,
  shipping_address: ADDRESS,
  place_of_supply: 'Maharashtra',
  payment_terms: 'Cash on delivery',
  delivery_window: { from: '10:00:00', to: '17:30:00' },
  retailer: RETAILER_SUMMARY,
  timeline: [{ status: 'Placed', at: '2026-11-23T06:30:00.000Z', staff_email: null, reason: null }],
  next_statuses: ['Confirmed', 'Cancelled'],
};

export const INQUIRY: OfficeInquiryDetail = {
  ...SAMPLE_PARTNER_PAYLOAD,
  name: 'INQ-1',
  creation: '2026-11-20T04:00:00.000Z',
  status: 'New',
  status_changed_at: null,
  notes: [],
  next_statuses: ['Contacted', 'Closed'],
};

export const RETAILER: RetailerDetail = {
  ...RETAILER_SUMMARY,
  industry: 'Kirana / General Store',
  gst_registered: false,
  blocked_at: null,
  blocked_reason: null,
  addresses: [{ ...ADDRESS, is_primary_address: true, is_shipping_address: false }],
  orders: [
    {
      name: OFFICE_ORDER.name,
      transaction_date: OFFICE_ORDER.transaction_date,
      status: 'Placed',
      total_qty: 2,
      grand_total_paise: 134_400,
    },
  ],
  order_count: 1,
};

/** The lists the sign-up form's selects offer (docs/product.md#option-lists). */
export const referenceHandlers = {
  getStates: () => ({ body: { message: ['Gujarat', 'Karnataka', 'Maharashtra'] } }),
  fetchCountries: () => ({ body: { message: [{ name: 'India' }, { name: 'Nepal' }] } }),
  getIndustryTypeList: () => ({ body: { message: [{ name: 'Kirana / General Store' }, { name: 'Pan Shop' }] } }),
} satisfies Record<string, FakeHandler>;
