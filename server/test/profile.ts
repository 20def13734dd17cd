import { PROFILE_FILE_FIELD, type ProfileForm } from '@site/contract';
import type { TestServer } from './harness';
import { newMobile } from './customers';

/** A valid profile form for `customerId`, with a fresh mobile unless overridden. */
export function profileForm(customerId: string, overrides: Partial<ProfileForm> = {}): ProfileForm {
  return {
    customer_id: customerId,
    firstName: 'Sunita',
    phoneNumber: newMobile(),
    shopName: 'Sunita Pan Shop',
    address1: '4 Market Lane',
    address2: 'Opposite the post office',
    city: 'Nashik',
    state: 'Maharashtra',
    country: 'India',
    pincode: '422001',
    openingTimeFrom: '08:30',
    openingTimeTo: '21:00',
    deliveryTimeFrom: '11:00',
    deliveryTimeTo: '16:30',
    businessType: 'Pan Shop',
    gstRegistered: false,
    gstin: '',
    ...overrides,
  };
}

/** The multipart body of update_customer_detail, with an optional profile picture. */
export function multipart(
  fields: Record<string, string>,
  file?: { content: Uint8Array; name: string; type: string },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(PROFILE_FILE_FIELD, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return body;
}

/** get_customer_detail and update_customer_detail on `server`, with the headers given (a token or none). */
export const customerDetailCalls = (server: TestServer) => ({
  getDetail: (customerId: string, headers: Record<string, string>) =>
    server.method('getCustomerDetail', { customer_id: customerId }, { headers }),
  update: (body: FormData, headers: Record<string, string>) =>
    server.method('updateCustomerDetail', undefined, { method: 'PUT', body, headers }),
});
