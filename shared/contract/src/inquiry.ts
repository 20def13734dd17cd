import { formFromWire } from './form-from-wire';
import type { ContactForm, PartnerForm } from './validation/forms';
import type { WebsiteInquiryPayload } from './wire';

const orNull = (value: string | undefined | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Partner form → inquiry payload (docs/product.md#inquiry-payload). Deliberate fix over the seed: the entered name goes out
 * as `fullname`, so the sales team learns who applied.
 */
export function partnerInquiryPayload(form: PartnerForm): WebsiteInquiryPayload {
  return {
    fullname: orNull(form.name),
    company: null,
    phone: orNull(form.phone),
    email: orNull(form.email),
    comment: orNull(form.comment),
    inquiry_type: 'distributor',
    website_name: null,
    business_name: orNull(form.businessName),
    current_business_type: orNull(form.businessType),
    how_long_have_you_been_oprating_your_business: orNull(form.operatingSince),
    do_you_currently_have_your_own_vehicle_for_distribution:
      form.hasVehicle === 'Yes' || form.hasVehicle === 'No' ? form.hasVehicle : null,
    preferred_area_of_distribution: orNull(form.distributionArea),
    business_address: orNull(form.businessAdress),
  };
}

export function contactInquiryPayload(form: ContactForm): WebsiteInquiryPayload {
  return {
    fullname: orNull(form.name),
    company: orNull(form.company),
    phone: orNull(form.phone),
    email: orNull(form.email),
    comment: orNull(form.message),
    inquiry_type: 'contact',
    website_name: null,
    business_name: null,
    current_business_type: null,
    how_long_have_you_been_oprating_your_business: null,
    do_you_currently_have_your_own_vehicle_for_distribution: null,
    preferred_area_of_distribution: null,
    business_address: null,
  };
}

/**
 * The payload field that carries each partner form field: the server checks a payload with the form's
 * rules and reports its errors by these form fields.
 */
export const PARTNER_FORM_WIRE_FIELDS = {
  name: 'fullname',
  email: 'email',
  phone: 'phone',
  businessName: 'business_name',
  businessType: 'current_business_type',
  distributionArea: 'preferred_area_of_distribution',
  hasVehicle: 'do_you_currently_have_your_own_vehicle_for_distribution',
  operatingSince: 'how_long_have_you_been_oprating_your_business',
  businessAdress: 'business_address',
  comment: 'comment',
} as const satisfies Record<keyof PartnerForm, keyof WebsiteInquiryPayload>;

/** The payload field that carries each contact form field. */
export const CONTACT_FORM_WIRE_FIELDS = {
  name: 'fullname',
  company: 'company',
  phone: 'phone',
  email: 'email',
  message: 'comment',
} as const satisfies Record<keyof ContactForm, keyof WebsiteInquiryPayload>;

/** Payload → the form it came from, so the server checks it with the browser's own rules. */
export function partnerFormFromPayload(
  payload: Partial<Record<keyof WebsiteInquiryPayload, unknown>>,
): Record<keyof PartnerForm, unknown> {
  const { comment, ...required } = PARTNER_FORM_WIRE_FIELDS;
  return { ...formFromWire(payload, required), comment: payload[comment] ?? null };
}

export function contactFormFromPayload(
  payload: Partial<Record<keyof WebsiteInquiryPayload, unknown>>,
): Record<keyof ContactForm, unknown> {
  const { message, ...required } = CONTACT_FORM_WIRE_FIELDS;
  return { ...formFromWire(payload, required), message: payload[message] ?? null };
}
