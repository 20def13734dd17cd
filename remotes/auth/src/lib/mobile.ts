/** Spec §9: an Indian mobile number is 10 digits behind a fixed +91 prefix. */
export const MOBILE_DIGITS = 10;
export const MOBILE_PREFIX = '+91';

/** `9876543210` → `+91 98765 43210`, as people read a number back. */
export function formatMobile(mobile: string): string {
  return `${MOBILE_PREFIX} ${mobile.slice(0, 5)} ${mobile.slice(5)}`.trim();
}
