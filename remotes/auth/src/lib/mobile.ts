import { MOBILE_PREFIX } from '@site/contract';

/** `9876543210` → `+91 98765 43210`, as people read a number back. */
export function formatMobile(mobile: string): string {
  return `${MOBILE_PREFIX} ${mobile.slice(0, 5)} ${mobile.slice(5)}`.trim();
}
