import { z } from './zod';
import { LANGUAGE_CODES } from './i18n/languages';
import { LOGIN_ATTEMPT_PARAM } from './security';
import { SUCCESS_STATUS } from './types';
import { apiTexts } from './api-texts';
import { VEHICLE_OPTIONS } from './validation/form-fields';
import { loginFormSchema, otpSchema, type signUpFormSchema } from './validation/forms';

/**
 * The requests and replies of the API (docs/product.md#data, docs/product.md#method-list) as zod
 * schemas, each with its type inferred beside it: one definition per shape. The server's routes
 * declare these schemas (its replies are checked against them, its OpenAPI document is generated from
 * them); the browser types its calls and the replies it reads with the inferred types. Frappe wraps
 * every reply in `{ message }`: a reply schema here is what goes inside.
 */

const time = z.string().describe('HH:MM:SS');
const successStatus = z.literal(SUCCESS_STATUS);

/** A reply that says only that the call succeeded (`logout`, the health check). */
export const successReplySchema = z.object({ status: successStatus });
export type SuccessReply = z.infer<typeof successReplySchema>;

// ---- Inquiry -------------------------------------------------------------------------------

export const inquiryTypeSchema = z.enum(['distributor', 'contact']);
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

/** `create_website_inquiry`'s body (docs/product.md#inquiry-payload), field names as the ERP spells them. */
export const websiteInquiryPayloadSchema = z.object({
  fullname: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  comment: z.string().nullable(),
  inquiry_type: inquiryTypeSchema,
  website_name: z.null(),
  business_name: z.string().nullable(),
  current_business_type: z.string().nullable(),
  how_long_have_you_been_oprating_your_business: z.string().nullable(),
  do_you_currently_have_your_own_vehicle_for_distribution: z.enum(VEHICLE_OPTIONS).nullable(),
  preferred_area_of_distribution: z.string().nullable(),
  business_address: z.string().nullable(),
});
export type WebsiteInquiryPayload = z.infer<typeof websiteInquiryPayloadSchema>;

/** `create_website_inquiry`'s reply. */
export const inquiryAcceptedSchema = z.object({
  status: successStatus,
  name: z.string().describe('The stored inquiry'),
});
export type InquiryAccepted = z.infer<typeof inquiryAcceptedSchema>;

// ---- Customer ------------------------------------------------------------------------------

export const customerAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
/** Its fields in order (the columns of a stored address). */
export const customerAddressKeys = customerAddressSchema.keyof().options;
/** The customer-address fields of a larger record, and only those. */
export const customerAddressOf = (record: CustomerAddress): CustomerAddress =>
  Object.fromEntries(customerAddressKeys.map((key) => [key, record[key]])) as CustomerAddress;

/** One of the site's languages (`LANGUAGES`). */
export const languageSchema = z.enum(LANGUAGE_CODES, apiTexts.languageInvalid);

/** Customer detail as `get_customer_detail` returns it inside `message`. Times are HH:MM:SS. */
export const customerDetailSchema = z.object({
  status: successStatus,
  customer_id: z.string(),
  full_name: z.string(),
  mobile: z.string(),
  shop_name: z.string(),
  /** Path of the profile image on the server, e.g. `/files/ab12.webp`; empty when none. */
  profile: z.string().describe('Server path such as /files/<random>.webp, empty when none'),
  industry: z.string(),
  start_time: time,
  end_time: time,
  from_time: time,
  to_time: time,
  gst_registered: z.boolean(),
  /** The registered retailer's GSTIN (upper case); null when not registered. Absent in records stored before it. */
  gstin: z.string().nullable().optional().describe('15 characters, upper case; null when not GST registered'),
  customer_address: customerAddressSchema,
  /** A new mobile asked for in the profile and not yet proved with the code sent to it. */
  pending_mobile: z.string().nullable().optional().describe('A new mobile waiting for its code (absent when none)'),
  language: languageSchema
    .optional()
    .describe("The retailer's language: their SMS are in it (absent from servers before languages)"),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** `set_language`'s body: the retailer's language, in which their SMS go out. */
export const setLanguageBodySchema = z.strictObject({ language: languageSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;

/** `get_customer_detail`'s query. */
export const customerDetailQuerySchema = z.object({ customer_id: z.string().describe('Must be the token owner') });
export type CustomerDetailQuery = z.infer<typeof customerDetailQuerySchema>;

/** The verify reply's `message` (and `confirm_mobile_change`'s), stored whole in the browser as `userLoginData`. */
export const loginRecordSchema = customerDetailSchema.extend({
  api_key: z.string(),
  api_secret: z.string(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/**
 * `register_customer` takes the sign-up form (docs/product.md#sign-up-form-fields) as JSON: the
 * request is `signUpFormSchema`'s input (`gstRegistered` may be left out).
 */
export type RegisterCustomerPayload = z.input<typeof signUpFormSchema>;

/** `register_customer`'s reply: the new customer is not logged in. */
export const registeredCustomerSchema = z.object({ status: successStatus, customer_id: z.string() });
export type RegisteredCustomer = z.infer<typeof registeredCustomerSchema>;

/** `update_customer_detail` with a new mobile: the change waits for the code sent to it. */
export const mobileChangeMessageSchema = z.object({
  pending_mobile: z.string(),
  code_length: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type MobileChangeMessage = z.infer<typeof mobileChangeMessageSchema>;

/** `update_customer_detail`'s reply: the record, and the change waiting for its code when the mobile changed. */
export const updatedCustomerSchema = customerDetailSchema.extend({
  mobile_change: mobileChangeMessageSchema.optional(),
});
export type UpdatedCustomer = z.infer<typeof updatedCustomerSchema>;

/** The multipart fields of `update_customer_detail` (what `profileUpdateFields` builds), and the optional picture. */
export const profileUpdateSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string(),
  new_mobile: z.string().describe('A number other than the current one is not taken until confirm_mobile_change'),
  shop_name: z.string(),
  custom_start_time: time,
  custom_end_time: time,
  custom_from: time,
  custom_to: time,
  industry: z.string(),
  'customer_address[address_line1]': z.string(),
  'customer_address[address_line2]': z.string(),
  'customer_address[city]': z.string(),
  'customer_address[state]': z.string(),
  'customer_address[country]': z.string(),
  'customer_address[pincode]': z.string(),
  gst_registered: z
    .enum(['0', '1'])
    .optional()
    .describe('"1" ticked, "0" not; absent: registration and GSTIN are left as they are'),
  gstin: z.string().optional().describe('Required when gst_registered is "1"; ignored otherwise'),
  file: z.file().optional().describe('JPEG, PNG or WebP; stored re-encoded as WebP'),
});
/** The text fields of that body, all strings (the picture goes apart, under `PROFILE_FILE_FIELD`). */
export type ProfileUpdateFields = Omit<z.input<typeof profileUpdateSchema>, 'file'>;

/** `confirm_mobile_change`'s body: the code sent to the pending new mobile. */
export const confirmMobileChangeBodySchema = z.object({
  customer_id: z.string(),
  otp: otpSchema.describe('4 digits (or the code_length sent)'),
});
export type ConfirmMobileChangeBody = z.infer<typeof confirmMobileChangeBodySchema>;

// ---- Login ---------------------------------------------------------------------------------

const phoneNo = loginFormSchema.shape.mobile.describe('10-digit Indian mobile');

/** `generate_and_send_otp`'s query. */
export const sendOtpQuerySchema = z.object({ phone_no: phoneNo });
export type SendOtpQuery = z.infer<typeof sendOtpQuerySchema>;

/** `generate_and_send_otp`'s success `message`. */
export const otpSentMessageSchema = z.object({
  status: successStatus,
  expires_in_seconds: z.number().int(),
  /** Pass back to `verify_otp_and_login`: the code only logs in the attempt that asked for it. */
  login_attempt: z.string().describe('Pass back to verify_otp_and_login'),
  /** 4 normally; longer while the number is under attack. */
  code_length: z.number().int().describe('4, or longer while the number is under attack'),
});
export type OtpSentMessage = z.infer<typeof otpSentMessageSchema>;

/** `verify_otp_and_login`'s query; the shared client adds the login attempt it kept. */
export const verifyOtpQuerySchema = z.object({
  phone_no: phoneNo,
  otp: otpSchema.describe('4 digits (or the code_length sent)'),
  [LOGIN_ATTEMPT_PARAM]: z.string().describe('From generate_and_send_otp'),
});
export type VerifyOtpQuery = z.infer<typeof verifyOtpQuerySchema>;

// ---- Option lists --------------------------------------------------------------------------

/** An entry of the country and industry-type lists. */
export const namedOptionSchema = z.object({ name: z.string() });
export type NamedOption = z.infer<typeof namedOptionSchema>;
export type Country = NamedOption;
export type IndustryType = NamedOption;

/** `get_states`' reply: the names. */
export const stateListSchema = z.array(z.string());
/** `fetch_countries`' and `get_industry_type_list`'s replies. */
export const namedOptionListSchema = z.array(namedOptionSchema);

// ---- Errors --------------------------------------------------------------------------------

/**
 * Why a call did not succeed, for the browser to react to (e.g. a link to sign up or log in).
 * `validation` comes with `errors` (field → the spec's exact message).
 */
export const failureReasonSchema = z.enum([
  'validation',
  'not_registered',
  'already_registered',
  'invalid_otp',
  'otp_expired',
  'locked',
  'rate_limited',
  'proof_required',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media',
  'server_error',
]);
export type FailureReason = z.infer<typeof failureReasonSchema>;

/**
 * Every error reply, Frappe-style: HTTP 417 validation, 401/403 auth, 404, 409 duplicate, 413,
 * 415, 429 limits, 500. `message.status` is never `success`, so the browser's one success check
 * (`message.status === 'success'`) reads error replies correctly too.
 */
export const apiErrorBodySchema = z.object({
  exc_type: z.string(),
  message: z.object({
    status: z.literal('error'),
    reason: failureReasonSchema,
    /** A plain sentence for logs and non-spec screens; spec screens show the spec's own texts. */
    text: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    /** With `locked` and `rate_limited`: seconds until a new try is allowed. */
    retry_after_seconds: z.number().int().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
