import { assertWhole } from './paise';

/** 100 % in basis points: 18 % is 1800, 12.5 % is 1250. */
export const WHOLE_IN_BASIS_POINTS = 10_000;

/**
 * `amount × basisPoints ⁄ 10000`, rounded half up to a whole paisa, in integers only (the product is taken
 * in BigInt: a large cart's subtotal × 10000 passes 2^53).
 */
export function percentOf(amount: number, basisPoints: number): number {
  assertWhole(amount, 'amount');
  assertWhole(basisPoints, 'basis points');
  const whole = BigInt(WHOLE_IN_BASIS_POINTS);
  const result = Number((BigInt(amount) * BigInt(basisPoints) + whole / 2n) / whole);
  assertWhole(result, 'the percentage');
  return result;
}

/** How far `part` is below `whole`, in basis points rounded half up: 48000 against 65000 is 2615. */
export function basisPointsBelow(whole: number, part: number): number {
  assertWhole(whole, 'whole');
  assertWhole(part, 'part');
  if (whole === 0 || part >= whole) return 0;
  const product = (whole - part) * WHOLE_IN_BASIS_POINTS;
  assertWhole(product, '(whole − part) × 10000');
  return Math.floor((2 * product + whole) / (2 * whole));
}

/**
 * A percentage as an admin types it, "18", "12.5", "0.01" (to two decimals, up to 100) → basis points,
 * read from the text's digits, never through a float; null when it is not such a percentage.
 */
export function percentTextToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= WHOLE_IN_BASIS_POINTS ? basisPoints : null;
}

/**
 * Basis points as a percentage is written, without trailing zeros: 1800 → "18", 1250 → "12.5", 625 → "6.25".
 * Half a basis point is allowed (612.5 → "6.125"): each of CGST and SGST is half the GST rate.
 */
export function percentText(basisPoints: number): string {
  const thousandths = basisPoints * 10;
  if (!Number.isSafeInteger(thousandths) || thousandths < 0) {
    throw new RangeError('basis points must be a non-negative whole or half number');
  }
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const whole = String(Math.floor(thousandths / 1000));
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Basis points rounded half up to a whole percent, where a screen shows one ("26% off" for 2615). */
export const wholePercent = (basisPoints: number): number => {
  assertWhole(basisPoints, 'basis points');
  return Math.floor((basisPoints + 50) / 100);
};
