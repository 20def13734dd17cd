import { site } from '../site';

/**
 * Every user-facing message of the specification (docs/product.md#validation-rules, docs/product.md#feedback-messages), exactly as written there,
 * misspellings included. Browser and server both read them from here and nowhere else.
 */
export const phoneMessages = {
  inquiry: {
    required: 'Phone is required',
    digits: 'Mobile number must be a number',
    length: 'Phone must be exactly 10 digits',
    prefix: 'Enter a valid 10-digit Indian mobile number',
  },
  login: {
    required: 'Mobile number is required',
    digits: 'Mobile number must contain only digits',
    length: 'Mobile number must be exactly 10 digits',
    prefix: 'Enter a valid 10-digit Indian mobile number',
  },
  profile: {
    required: 'Phone number is required',
    digits: 'Mobile number must contain only digits',
    length: 'Mobile number must be exactly 10 digits',
    prefix: 'Enter a valid 10-digit Indian mobile number',
  },
} as const;

export type PhoneMessages = (typeof phoneMessages)[keyof typeof phoneMessages];

export const inquiryMessages = {
  nameRequired: 'Name is required',
  companyRequired: 'Company is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  businessNameRequired: 'Business Name is required',
  businessTypeRequired: 'Business Type Name is required',
  distributionAreaRequired: 'Distribution Area is required',
  vehicleRequired: 'Please Select Vehicle For Distribution',
  operatingSinceRequired: 'Operating Your Business is required',
  businessAddressRequired: 'Business Adress is required',
} as const;

/** Messages of the sign-up, profile and create-address forms. Where the two wordings differ, both are kept. */
export const retailerMessages = {
  fullNameRequired: 'Full Name is required',
  firstNameRequired: 'First Name is required',
  shopNameRequired: 'Shop Name is required',
  address1Required: 'Address-1 is required',
  address2Required: 'Address-2 is required',
  cityRequired: 'City is required',
  signUp: {
    stateRequired: 'Please Select your state',
    countryRequired: 'Please select country',
    pincodeRequired: 'Pincode is required',
    pincodeLength: 'Pincode must be exactly 10 digits',
  },
  profile: {
    stateRequired: 'Please select State',
    countryRequired: 'Please select Country',
    pincodeRequired: 'Pinocode is required',
    pincodeLength: 'Pincode Must be exactly 10 digits',
  },
  openingFromRequired: 'Opening Time is required',
  openingToRequired: 'Closeing time is required.',
  deliveryFromRequired: 'Delivery From Time is required.',
  deliveryToRequired: 'Delivery To time is required.',
  businessTypeRequired: 'Business type is required',
} as const;

/**
 * The GSTIN of a registered retailer (sign-up and profile, when "GST Registered?" is ticked): our words,
 * the spec has none. Its rules: validation/gstin.ts.
 */
export const gstinMessages = {
  required: 'GSTIN is required',
  length: 'GSTIN must be exactly 15 characters',
  pattern: 'Enter a valid GSTIN: 2-digit state code, 10-character PAN, entity number, Z and check character',
  stateMismatch: (state: string, code: string | undefined) =>
    code
      ? `GSTIN must start with ${code}, the state code of ${state}`
      : `GSTIN state code does not match the state ${state}`,
  checkCharacter: 'GSTIN check character is wrong. Please check the GSTIN',
  /** Says nothing of who holds it: the company sorts out a GSTIN claimed twice. */
  taken: `This GSTIN is registered to another account. If it is yours, call us on ${site.supportPhone} or write to us from the Contact Us page.`,
} as const;

export const otpMessages = {
  incomplete: 'Please enter the full 4-digit OTP',
} as const;

/** Toasts and other feedback: docs/product.md#feedback-messages. */
export const feedbackMessages = {
  apiRequestFailed: 'API request failed',
  otpSendFailed: 'Server error. Please try again sometime!',
  /** A code send refused for too many requests (ours: the spec words only the server error). */
  otpSendRateLimited: (retryAfterSeconds: number | undefined) =>
    `Too many code requests. Please wait ${retryAfterSeconds ? waitDuration(retryAfterSeconds) : 'a few minutes'} and try again.`,
  otpSent: 'OTP sent successfully!',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpVerifyFailed: 'Something went wrong',
  profileUpdateFailed: 'Server Error. Please try agin sometime!',
  profileSaveException: 'Something wnet wroung. Please try again sometime!',
  profileUpdated: 'Profile Updated Successfully!',
} as const;

/** How long to wait, rounded up, as a unit and a count: the values of the shared message `time.wait`. */
export function waitParts(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: Math.max(1, Math.ceil(seconds)) };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.ceil(minutes / 60) };
}

/** "45 seconds", "15 minutes", "3 hours": how long to wait, rounded up. */
export function waitDuration(seconds: number): string {
  const { unit, count } = waitParts(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
