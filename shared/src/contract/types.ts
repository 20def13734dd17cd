/** Shapes exchanged with the server (spec §3, §7). Frappe wraps every reply in `{ message }`. */

export const SUCCESS_STATUS = 'success' as const;

export type InquiryType = 'distributor' | 'contact';

/** The inquiry payload of §3, field names as the ERP spells them. */
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
}

/** The verify reply's `message`, stored whole in the browser as `userLoginData`. */
export interface LoginRecord extends CustomerDetail {
  api_key: string;
  api_secret: string;
}

/** `register_customer` takes the sign-up form of §3 as JSON. */
export type RegisterCustomerPayload = import('../validation/forms').SignUpForm;

export interface IndustryType {
  name: string;
}

export interface Country {
  name: string;
}

/** A Frappe-style error body: HTTP 417 for validation, with the field and the spec's message. */
export interface ApiErrorBody {
  exc_type: string;
  message: string;
  /** Field name → spec message, for validation errors. */
  errors?: Record<string, string>;
  /** Machine-readable reason, e.g. `not_registered`, `already_registered`, `locked`, `rate_limited`. */
  reason?: string;
}
