/**
 * The sizes the form fields show and the rules check, apart from the rules themselves: a form's controls
 * (`@site/ui/form`) need them to render, zod only to validate, which a page loads when it first validates.
 */

/** docs/product.md#mobile-number-rule: an Indian mobile number is 10 digits behind a fixed +91 prefix; its input takes 10 characters at most. */
export const MOBILE_DIGITS = 10;
export const MOBILE_PREFIX = '+91';

/** The pincode has 6 characters (docs/product.md#retailer-form-rules). */
export const PINCODE_LENGTH = 6;
