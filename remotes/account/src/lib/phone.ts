/** Spec §9: an Indian mobile number is 10 digits behind a fixed +91 prefix. */
export const MOBILE_DIGITS = 10;
export const MOBILE_PREFIX = '+91';
