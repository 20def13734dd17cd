import { type CustomerDetail, type LoginRecord } from '@site/contract';
import { saveLogin } from '@site/state';
import type { FakeHandlers } from '@site/testing';

/** The lists the server gives the forms (docs/product.md#option-lists). */
export const referenceHandlers: FakeHandlers = {
  getStates: () => ({ body: { message: ['Gujarat', 'Karnataka', 'Maharashtra'] } }),
  fetchCountries: () => ({ body: { message: [{ name: 'India' }, { name: 'Nepal' }] } }),
  getIndustryTypeList: () => ({
    body: { message: [{ name: 'Kirana / General Store' }, { name: 'Pan Shop' }, { name: '' }] },
  }),
};

/** The shop's address: the profile's own, and the billing address of the address book. */
export const SHOP_ADDRESS = {
  address_line1: '12 Station Road',
  address_line2: 'Near the bus stand',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
};

export const CUSTOMER: CustomerDetail = {
  status: 'success',
  customer_id: 'CUST-1',
  full_name: 'Ravi Kumar',
  mobile: '9876543210',
  shop_name: 'Ravi General Stores',
  profile: '/files/abcdefghijklmnopqrstuv.webp',
  industry: 'Kirana / General Store',
  start_time: '9:05:00',
  end_time: '20:00:00',
  from_time: '10:00:00',
  to_time: '17:30:00',
  gst_registered: false,
  customer_address: SHOP_ADDRESS,
};

export const LOGIN: LoginRecord = { ...CUSTOMER, api_key: 'key123', api_secret: 'secret456' };

export function logIn(record: LoginRecord = LOGIN): void {
  saveLogin(record);
}
