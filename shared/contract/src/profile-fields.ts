import { formFromWire } from './form-from-wire';
import type { ProfileForm } from './validation/forms';
import { SERVER_TIME_PATTERN } from './time';
import type { ProfileUpdateFields } from './wire';

/** A time as the forms edit it: HH:MM, 24-hour, hour zero-padded. */
export const INPUT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time fields of the sign-up and profile forms. */
export const FORM_TIME_FIELDS = ['openingTimeFrom', 'openingTimeTo', 'deliveryTimeFrom', 'deliveryTimeTo'] as const;

const asServerTime = (value: unknown) =>
  typeof value === 'string' && SERVER_TIME_PATTERN.test(value) ? value.slice(0, 5) : '';

/**
 * The multipart field that carries each profile form field: the server checks the fields with the
 * form's rules and reports their errors by these form fields.
 */
export const PROFILE_FORM_WIRE_FIELDS = {
  customer_id: 'customer_id',
  firstName: 'customer_name',
  phoneNumber: 'new_mobile',
  shopName: 'shop_name',
  businessType: 'industry',
  address1: 'customer_address[address_line1]',
  address2: 'customer_address[address_line2]',
  state: 'customer_address[state]',
  country: 'customer_address[country]',
  pincode: 'customer_address[pincode]',
  city: 'customer_address[city]',
  openingTimeFrom: 'custom_start_time',
  openingTimeTo: 'custom_end_time',
  deliveryTimeFrom: 'custom_from',
  deliveryTimeTo: 'custom_to',
  gstRegistered: 'gst_registered',
  gstin: 'gstin',
} as const satisfies Record<keyof ProfileForm, keyof ProfileUpdateFields>;

/**
 * The inverse of `profileUpdateFields`: the multipart fields of `update_customer_detail` back
 * into the profile form, so the server checks them with `profileFormSchema`. A time that is not
 * HH:MM:SS reads as empty, so the form's own "required" message reports it; "GST Registered?" is ticked
 * only by "1".
 */
export function profileFormFromFields(
  fields: Partial<Record<keyof ProfileUpdateFields, unknown>>,
): Record<keyof ProfileForm, unknown> {
  const { openingTimeFrom, openingTimeTo, deliveryTimeFrom, deliveryTimeTo, gstRegistered, ...text } =
    PROFILE_FORM_WIRE_FIELDS;
  return {
    ...formFromWire(fields, text),
    gstRegistered: fields[gstRegistered] === '1',
    openingTimeFrom: asServerTime(fields[openingTimeFrom]),
    openingTimeTo: asServerTime(fields[openingTimeTo]),
    deliveryTimeFrom: asServerTime(fields[deliveryTimeFrom]),
    deliveryTimeTo: asServerTime(fields[deliveryTimeTo]),
  };
}
