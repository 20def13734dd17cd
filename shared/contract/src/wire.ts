import { z } from './zod';
import type { MobileChangeMessage, OtpSentMessage } from './security';
import type {
  ApiErrorBody,
  CustomerAddress,
  CustomerDetail,
  FailureReason,
  LoginRecord,
  WebsiteInquiryPayload,
} from './types';

/**
 * The request payloads and replies of the contract as zod schemas, for the server's routes and its
 * OpenAPI document. Each one `satisfies` the type of the same shape in `types.ts` or `security.ts`,
 * so a field the type requires cannot go missing from its schema.
 */

export const websiteInquiryPayloadSchema = z.object({
  fullname: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  comment: z.string().nullable(),
  inquiry_type: z.enum(['distributor', 'contact']),
  website_name: z.null(),
  business_name: z.string().nullable(),
  current_business_type: z.string().nullable(),
  how_long_have_you_been_oprating_your_business: z.string().nullable(),
  do_you_currently_have_your_own_vehicle_for_distribution: z.enum(['Yes', 'No']).nullable(),
  preferred_area_of_distribution: z.string().nullable(),
  business_address: z.string().nullable(),
}) satisfies z.ZodType<WebsiteInquiryPayload>;

export const customerAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
}) satisfies z.ZodType<CustomerAddress>;

const time = z.string().describe('HH:MM:SS');

export const customerDetailSchema = z.object({
  status: z.literal('success'),
  customer_id: z.string(),
  full_name: z.string(),
  mobile: z.string(),
  shop_name: z.string(),
  profile: z.string().describe('Server path such as /files/<random>.webp, empty when none'),
  industry: z.string(),
  start_time: time,
  end_time: time,
  from_time: time,
  to_time: time,
  gst_registered: z.boolean(),
  customer_address: customerAddressSchema,
  pending_mobile: z.string().nullable().optional().describe('A new mobile waiting for its code (absent when none)'),
}) satisfies z.ZodType<CustomerDetail>;

export const loginRecordSchema = customerDetailSchema.extend({
  api_key: z.string(),
  api_secret: z.string(),
}) satisfies z.ZodType<LoginRecord>;

export const otpSentMessageSchema = z.object({
  status: z.literal('success'),
  expires_in_seconds: z.number().int(),
  login_attempt: z.string().describe('Pass back to verify_otp_and_login'),
  code_length: z.number().int().describe('4, or longer while the number is under attack'),
}) satisfies z.ZodType<OtpSentMessage>;

export const mobileChangeMessageSchema = z.object({
  pending_mobile: z.string(),
  code_length: z.number().int(),
  expires_in_seconds: z.number().int(),
}) satisfies z.ZodType<MobileChangeMessage>;

/** `update_customer_detail`'s reply: the record, and the change waiting for its code when the mobile changed. */
export const updatedCustomerSchema = customerDetailSchema.extend({
  mobile_change: mobileChangeMessageSchema.optional(),
});

/** An entry of the country and industry-type lists. */
export const namedOptionSchema = z.object({ name: z.string() });

export const failureReasonSchema = z.enum([
  'validation',
  'not_registered',
  'already_registered',
  'invalid_otp',
  'otp_expired',
  'locked',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media',
  'server_error',
]) satisfies z.ZodType<FailureReason>;

export const apiErrorBodySchema = z.object({
  exc_type: z.string(),
  message: z.object({
    status: z.literal('error'),
    reason: failureReasonSchema,
    text: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    retry_after_seconds: z.number().int().optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

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
  file: z.file().optional().describe('JPEG, PNG or WebP; stored re-encoded as WebP'),
});
