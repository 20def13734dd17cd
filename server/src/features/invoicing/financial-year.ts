/**
 * India's financial year runs from 1 April to 31 March; a document's year is that of its moment of issue
 * in India (IST, UTC+05:30 all year: India keeps no summer time).
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The year in which the financial year of `at` began (April of it). */
export function financialYearStart(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** `2026-27` for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59.999 IST. */
export function financialYearLabel(at: Date): string {
  const start = financialYearStart(at);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `SUV/2026-27/000123`: six digits at least, never cut (a millionth document gets seven). */
export const documentNumber = (prefix: string, financialYear: string, sequence: number) =>
  `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
