import { type CustomerDetail, DEFAULT_COUNTRY, PROFILE_FIELDS, type ProfileForm, toInputTime } from '@site/contract';

/** The form's text fields: every field of the profile form but the customer id. */
export type ProfileFormValues = Omit<ProfileForm, 'customer_id'>;

/** A customer record → the form (docs/product.md#profile-form-fields): times as HH:MM with the hour zero-padded, India when no country. */
export function profileValuesFromDetail(detail: CustomerDetail): ProfileFormValues {
  const address = detail.customer_address;
  return {
    firstName: detail.full_name ?? '',
    phoneNumber: detail.mobile ?? '',
    shopName: detail.shop_name ?? '',
    address1: address?.address_line1 ?? '',
    address2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    pincode: address?.pincode ?? '',
    businessType: detail.industry ?? '',
    openingTimeFrom: toInputTime(detail.start_time),
    openingTimeTo: toInputTime(detail.end_time),
    deliveryTimeFrom: toInputTime(detail.from_time),
    deliveryTimeTo: toInputTime(detail.to_time),
    gstRegistered: detail.gst_registered === true,
    gstin: detail.gstin ?? '',
  };
}

/** What the profile form holds: its fields, and the picture chosen but not saved yet. */
export type ProfileEditValues = ProfileFormValues & { picture: File | null };

/** The form's fields in screen order, the picture first (it sits above First Name). */
export const PROFILE_EDIT_FIELDS = [
  'picture',
  ...PROFILE_FIELDS,
] as const satisfies readonly (keyof ProfileEditValues)[];

/** A customer record as the form shows it: no new picture chosen. */
export const profileEditValues = (detail: CustomerDetail): ProfileEditValues => ({
  ...profileValuesFromDetail(detail),
  picture: null,
});
