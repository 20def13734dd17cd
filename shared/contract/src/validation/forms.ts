import { z } from '../zod';
import { inquiryMessages as m, otpMessages, phoneMessages, retailerMessages as r } from './messages';
import { email, indianMobile, optionalText, pincode, requiredText } from './rules';
import { gstinError } from './gstin';
import { VEHICLE_OPTIONS } from './form-fields';

/**
 * A form's values as the browser holds them, inferred from its schema: every field the schema reads,
 * none left out and none null (an empty text field is '', an unticked box false).
 */
export type FormValues<Schema extends z.ZodType> = {
  [Field in keyof z.input<Schema>]-?: NonNullable<z.input<Schema>[Field]>;
};

// ---- Partner (distributor) inquiry, browser state of docs/product.md#partner-and-contact-form-fields -------------------------------------

export const partnerFormSchema = z.object({
  name: requiredText(m.nameRequired),
  email: email(m.emailRequired, m.emailInvalid),
  phone: indianMobile(phoneMessages.inquiry),
  businessName: requiredText(m.businessNameRequired),
  businessType: requiredText(m.businessTypeRequired),
  distributionArea: requiredText(m.distributionAreaRequired),
  hasVehicle: z.string(m.vehicleRequired).refine((v) => (VEHICLE_OPTIONS as readonly string[]).includes(v), {
    message: m.vehicleRequired,
    abort: true,
  }),
  operatingSince: requiredText(m.operatingSinceRequired),
  businessAdress: requiredText(m.businessAddressRequired),
  comment: optionalText(),
});
export type PartnerForm = FormValues<typeof partnerFormSchema>;

// ---- Contact inquiry -----------------------------------------------------------------------

export const contactFormSchema = z.object({
  name: requiredText(m.nameRequired),
  company: requiredText(m.companyRequired),
  phone: indianMobile(phoneMessages.inquiry),
  email: email(m.emailRequired, m.emailInvalid),
  message: optionalText(),
});
export type ContactForm = FormValues<typeof contactFormSchema>;

// ---- Login and one-time code ---------------------------------------------------------------

export const OTP_LENGTH = 4;
export const loginFormSchema = z.object({ mobile: indianMobile(phoneMessages.login) });
export const otpSchema = z
  .string(otpMessages.incomplete)
  .refine((code) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code), { message: otpMessages.incomplete, abort: true });

// ---- Retailer sign-up (three steps), profile and create-address ----------------------------

const locationFields = (variant: 'signUp' | 'profile') => ({
  shopName: requiredText(r.shopNameRequired),
  address1: requiredText(r.address1Required),
  address2: requiredText(r.address2Required),
  city: requiredText(r.cityRequired),
  state: requiredText(r[variant].stateRequired),
  country: requiredText(r[variant].countryRequired),
  pincode: pincode(r[variant].pincodeRequired, r[variant].pincodeLength),
});

const timeFields = {
  openingTimeFrom: requiredText(r.openingFromRequired),
  openingTimeTo: requiredText(r.openingToRequired),
  deliveryTimeFrom: requiredText(r.deliveryFromRequired),
  deliveryTimeTo: requiredText(r.deliveryToRequired),
  businessType: requiredText(r.businessTypeRequired),
};

/** "GST Registered?" and, when it is ticked, the GSTIN (checked against the billing state by `withGstinRule`). */
const gstFields = {
  gstRegistered: z.boolean().default(false),
  gstin: z.string().default(''),
};

/**
 * A ticked "GST Registered?" requires a valid GSTIN of the form's state (validation/gstin.ts); unticked,
 * the GSTIN is ignored. It runs when the fields pass their own rules, or fail without aborting (zod
 * skips an object's refinements once a field's rule aborted): the GSTIN is judged with a valid state.
 */
const withGstinRule = <Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema) =>
  schema.superRefine(
    (values, context) => {
      if (typeof values !== 'object' || values === null || values.gstRegistered !== true) return;
      const gstin = typeof values.gstin === 'string' ? values.gstin : '';
      const state = typeof values.state === 'string' ? values.state : '';
      const message = gstinError(gstin, state);
      if (message) context.addIssue({ code: 'custom', path: ['gstin'], message });
    },
    { when: () => true },
  );

export const signUpStepSchemas = [
  z.object({ fullName: requiredText(r.fullNameRequired), mobile: indianMobile(phoneMessages.login) }),
  z.object(locationFields('signUp')),
  z.object(timeFields),
] as const;
export const signUpFormSchema = withGstinRule(
  signUpStepSchemas[0].extend(signUpStepSchemas[1].shape).extend(signUpStepSchemas[2].shape).extend(gstFields),
);

export type SignUpForm = FormValues<typeof signUpFormSchema>;
export const SIGN_UP_STEP_FIELDS = [
  ['fullName', 'mobile'],
  ['shopName', 'address1', 'address2', 'city', 'state', 'country', 'pincode'],
  ['openingTimeFrom', 'openingTimeTo', 'deliveryTimeFrom', 'deliveryTimeTo', 'businessType', 'gstRegistered', 'gstin'],
] as const satisfies readonly (readonly (keyof SignUpForm)[])[];

/** Defaults: docs/product.md#sign-up-form-fields. */
export const DEFAULT_COUNTRY = 'India';
export const SIGN_UP_DEFAULTS: SignUpForm = {
  fullName: '',
  mobile: '',
  shopName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
  pincode: '',
  openingTimeFrom: '09:00',
  openingTimeTo: '20:00',
  deliveryTimeFrom: '10:00',
  deliveryTimeTo: '17:00',
  businessType: '',
  gstRegistered: false,
  gstin: '',
};

export const profileFormSchema = withGstinRule(
  z.object({
    firstName: requiredText(r.firstNameRequired),
    phoneNumber: indianMobile(phoneMessages.profile),
    ...locationFields('profile'),
    ...timeFields,
    ...gstFields,
  }),
);
/** The profile form's fields, and the record it edits (the server checks `customer_id` against the token, not with the form). */
export type ProfileForm = FormValues<typeof profileFormSchema> & { customer_id: string };
export const PROFILE_FIELDS = [
  'firstName',
  'phoneNumber',
  'shopName',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'pincode',
  'businessType',
  'openingTimeFrom',
  'openingTimeTo',
  'deliveryTimeFrom',
  'deliveryTimeTo',
  'gstRegistered',
  'gstin',
] as const satisfies readonly (keyof ProfileForm)[];

/** Create-address uses the location rules; the spec gives it the sign-up wording. */
export const createAddressFormSchema = z.object(locationFields('signUp'));
export type CreateAddressForm = FormValues<typeof createAddressFormSchema>;
export const CREATE_ADDRESS_FIELDS = [
  'shopName',
  'address1',
  'address2',
  'city',
  'state',
  'pincode',
  'country',
] as const satisfies readonly (keyof CreateAddressForm)[];
/** The new-address form as it opens: the sign-up's defaults for the same fields (all empty, the country India). */
export const CREATE_ADDRESS_DEFAULTS = Object.fromEntries(
  CREATE_ADDRESS_FIELDS.map((field) => [field, SIGN_UP_DEFAULTS[field]]),
) as CreateAddressForm;

// ---- Profile image ---------------------------------------------------------------------------

/** Accepted by the picker (docs/product.md#profile-image-rule); other files are silently ignored in the browser. */
export const PROFILE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export function isAcceptedProfileImage(file: { name: string; type?: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  return (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
