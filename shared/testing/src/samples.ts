/**
 * The tests' sample data, one of each: a retailer's sign-up, a partner inquiry and a contact inquiry, each
 * with what it looks like on the page (by label) and, for the inquiries, the payload it must become.
 * Plain values on @site/contract only (no browser code, no @site/state), so component tests, the
 * server's tests, the journeys and the benchmarks share them: `@site/testing/samples`.
 */
import {
  type ContactForm,
  type PartnerForm,
  SIGN_UP_DEFAULTS,
  type SignUpForm,
  type WebsiteInquiryPayload,
  websiteInquiryPayloadSchema,
} from '@site/contract';

/** The sample retailer's sign-up, on `mobile` (each caller needs its own); the defaults where the form has them. */
export function sampleSignUp(mobile: string, overrides: Partial<SignUpForm> = {}): SignUpForm {
  return {
    ...SIGN_UP_DEFAULTS,
    fullName: 'Ravi Kumar',
    mobile,
    shopName: 'Ravi General Stores',
    address1: '12 Station Road',
    address2: 'Near the bus stand',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    businessType: 'Kirana / General Store',
    ...overrides,
  };
}

/** Every field of the inquiry payload null: a payload is this with the fields its form sends. */
const EMPTY_PAYLOAD = Object.fromEntries(
  websiteInquiryPayloadSchema.keyof().options.map((field) => [field, null]),
) as Record<keyof WebsiteInquiryPayload, null>;

/** The sample partner inquiry, its text boxes in screen order: label on the page, form field, value. */
const PARTNER_BOXES = [
  ['Name', 'name', 'Asha Patel'],
  ['Email', 'email', 'asha@example.com'],
  ['Phone', 'phone', '9876543210'],
  ['Business Name', 'businessName', 'Patel Traders'],
  ['Business Type', 'businessType', 'Wholesale'],
  ['Distribution Area', 'distributionArea', 'Ahmedabad East'],
  ['Operating Your Business Since', 'operatingSince', '2015'],
  ['Business Address', 'businessAdress', '12 Market Road, Ahmedabad'],
  ['Comment', 'comment', 'We cover 200 shops.'],
] as const;

/** The sample partner inquiry as the form holds it: its text boxes and Yes to the vehicle question. */
export const SAMPLE_PARTNER: PartnerForm = {
  ...Object.fromEntries(PARTNER_BOXES.map(([, field, value]) => [field, value])),
  hasVehicle: 'Yes',
} as PartnerForm;

/** The sample partner inquiry's text boxes by their labels, as a visitor types it. */
export const SAMPLE_PARTNER_BY_LABEL = Object.fromEntries(
  PARTNER_BOXES.map(([label, , value]) => [label, value]),
) as Record<(typeof PARTNER_BOXES)[number][0], string>;

/** What the partner form sends for SAMPLE_PARTNER (docs/product.md#inquiry-payload). */
export const SAMPLE_PARTNER_PAYLOAD: WebsiteInquiryPayload = {
  ...EMPTY_PAYLOAD,
  inquiry_type: 'distributor',
  fullname: SAMPLE_PARTNER.name,
  phone: SAMPLE_PARTNER.phone,
  email: SAMPLE_PARTNER.email,
  comment: SAMPLE_PARTNER.comment,
  business_name: SAMPLE_PARTNER.businessName,
  current_business_type: SAMPLE_PARTNER.businessType,
  how_long_have_you_been_oprating_your_business: SAMPLE_PARTNER.operatingSince,
  do_you_currently_have_your_own_vehicle_for_distribution: 'Yes',
  preferred_area_of_distribution: SAMPLE_PARTNER.distributionArea,
  business_address: SAMPLE_PARTNER.businessAdress,
};

/** The sample contact inquiry, its text boxes in screen order: label on the page, form field, value. */
const CONTACT_BOXES = [
  ['Name', 'name', 'Ravi Shah'],
  ['Company', 'company', 'Shah Stores'],
  ['Phone', 'phone', '7012345678'],
  ['Email', 'email', 'ravi@example.org'],
  ['Message', 'message', 'Do you ship to Pune?'],
] as const;

export const SAMPLE_CONTACT = Object.fromEntries(
  CONTACT_BOXES.map(([, field, value]) => [field, value]),
) as ContactForm;

export const SAMPLE_CONTACT_BY_LABEL = Object.fromEntries(
  CONTACT_BOXES.map(([label, , value]) => [label, value]),
) as Record<(typeof CONTACT_BOXES)[number][0], string>;

/** What the contact form sends for SAMPLE_CONTACT: its five fields, the partner's business fields null. */
export const SAMPLE_CONTACT_PAYLOAD: WebsiteInquiryPayload = {
  ...EMPTY_PAYLOAD,
  inquiry_type: 'contact',
  fullname: SAMPLE_CONTACT.name,
  company: SAMPLE_CONTACT.company,
  phone: SAMPLE_CONTACT.phone,
  email: SAMPLE_CONTACT.email,
  comment: SAMPLE_CONTACT.message,
};
