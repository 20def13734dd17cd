/** Shapes exchanged with the server (docs/product.md#data, docs/product.md#method-list). Frappe wraps every reply in `{ message }`. */

export const SUCCESS_STATUS = 'success' as const;

export type InquiryType = 'distributor' | 'contact';

/** The inquiry payload (docs/product.md#inquiry-payload), field names as the ERP spells them. */
export interface WebsiteInquiryPayload {
  fullname: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  comment: string | null;
  inquiry_type: InquiryType;
  website_name: null;
  business_name: string | null;
  current_business_type: string | null;
  how_long_have_you_been_oprating_your_business: string | null;
  do_you_currently_have_your_own_vehicle_for_distribution: 'Yes' | 'No' | null;
  preferred_area_of_distribution: string | null;
  business_address: string | null;
}

export interface CustomerAddress {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

/** Customer detail as `get_customer_detail` returns it inside `message`. Times are HH:MM:SS. */
export interface CustomerDetail {
  status: typeof SUCCESS_STATUS;
  customer_id: string;
  full_name: string;
  mobile: string;
  shop_name: string;
  /** Path of the profile image on the server, e.g. `/files/ab12.webp`; empty when none. */
  profile: string;
  industry: string;
  start_time: string;
  end_time: string;
  from_time: string;
  to_time: string;
  gst_registered: boolean;
  customer_address: CustomerAddress;
  /** A new mobile asked for in the profile and not yet proved with the code sent to it (issue #16). */
  pending_mobile?: string | null;
}

/** The verify reply's `message`, stored whole in the browser as `userLoginData`. */
export interface LoginRecord extends CustomerDetail {
  api_key: string;
  api_secret: string;
}

/** `register_customer` takes the sign-up form (docs/product.md#sign-up-form-fields) as JSON. */
export type RegisterCustomerPayload = import('./validation/forms').SignUpForm;

export interface IndustryType {
  name: string;
}

export interface Country {
  name: string;
}

/**
 * Why a call did not succeed, for the browser to react to (e.g. a link to sign up or log in).
 * `validation` comes with `errors` (field → the spec's exact message).
 */
export type FailureReason =
  | 'validation'
  | 'not_registered'
  | 'already_registered'
  | 'invalid_otp'
  | 'otp_expired'
  | 'locked'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'server_error';

/**
 * Every error reply, Frappe-style: HTTP 417 validation, 401/403 auth, 404, 409 duplicate, 413,
 * 415, 429 limits, 500. `message.status` is never `success`, so the browser's one success check
 * (`message.status === 'success'`) reads error replies correctly too.
 */
export interface ApiErrorBody {
  exc_type: string;
  message: {
    status: 'error';
    reason: FailureReason;
    /** A plain sentence for logs and non-spec screens; spec screens show the spec's own texts. */
    text: string;
    errors?: Record<string, string>;
    /** With `locked` and `rate_limited`: seconds until a new try is allowed. */
    retry_after_seconds?: number;
  };
}

/** What the shared client returns when no HTTP reply arrived at all (docs/product.md#api-client). */
export interface NetworkFailure {
  success: false;
  message: 'API request failed';
  data: [];
}
