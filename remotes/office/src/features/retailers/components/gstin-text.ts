import type { RetailerSummary } from '@site/contract';

/**
 * A retailer's GSTIN as the office shows it. One that accounts shared before a GSTIN was one account's
 * says so until an admin moves it to its holder (docs/decisions/0023).
 */
export const gstinText = (retailer: Pick<RetailerSummary, 'gstin' | 'gstin_shared'>) =>
  retailer.gstin === null
    ? 'None'
    : retailer.gstin_shared
      ? `${retailer.gstin} (shared with another account)`
      : retailer.gstin;
