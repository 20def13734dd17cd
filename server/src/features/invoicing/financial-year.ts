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

/** GST rule 46 (CGST Rules): an invoice's or credit note's number has at most 16 characters. */
export const DOCUMENT_NUMBER_MAX = 16;

/**
 * `SUV/26-27/000123`: the series' printed code, the financial year in short, and the sequence padded with
 * zeros to 16 characters in all. A sequence too long for them is refused, never printed longer.
 */
export function documentNumber(code: string, financialYear: string, sequence: number): string {
  const head = `${code}/${financialYear.slice(2)}/`;
  const width = DOCUMENT_NUMBER_MAX - head.length;
  const digits = String(sequence);
  if (width < 1 || digits.length > width)
    throw new Error(
      `The series ${code} of ${financialYear} has no number ${sequence} within ${DOCUMENT_NUMBER_MAX} characters`,
    );
  return head + digits.padStart(width, '0');
}
