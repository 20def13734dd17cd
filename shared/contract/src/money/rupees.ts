import { assertWhole } from './paise';

const formats = new Map<string, Intl.NumberFormat>();
const DEFAULT_LANGUAGE = 'en';
/** Languages whose rupees `Intl.NumberFormat` writes exactly as `writtenRupees` does (a test holds them equal). */
const WRITTEN_OUT: ReadonlySet<string> = new Set([DEFAULT_LANGUAGE, 'hi', 'gu']);

/** One formatter per language, made once: building an `Intl.NumberFormat` costs far more than using it. */
function rupeeFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-IN`, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * The one way an amount is shown, on screens, in SMS and mail and on invoices: always two decimals, Indian
 * digit grouping (48050 → "₹480.50", 12345650 → "₹1,23,456.50"; a negative amount, a saving, "−₹100.00").
 * `language` is a language of India (`en` by default); the region is always India, so the grouping is too.
 */
export function formatRupees(paise: number, language = DEFAULT_LANGUAGE): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a safe integer');
  // A decimal string, not paise / 100: the formatter then has nothing to round.
  const decimal = rupeesDecimal(Math.abs(paise));
  const text = WRITTEN_OUT.has(language)
    ? writtenRupees(decimal)
    : rupeeFormat(language).format(decimal as `${number}`);
  return paise < 0 ? `−${text}` : text;
}

/**
 * "1234567.50" → "₹12,34,567.50", as `Intl.NumberFormat('en-IN')` writes it, and 'hi-IN' and 'gu-IN' too (Latin
 * digits, a test holds them equal): the last three digits of the rupees, then twos. Written out because the first
 * `Intl.NumberFormat` of a page costs a phone about 100 ms of its main thread (the locale's data loaded), in the
 * middle of hydrating a page of prices.
 */
function writtenRupees(decimal: string): string {
  const [rupees = '', paise = ''] = decimal.split('.');
  const lastThree = rupees.slice(-3);
  const before = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${before ? `${before},` : ''}${lastThree}.${paise}`;
}

/** Rupees as a plain decimal, for machines (a product's structured data): 48000 → "480.00". */
export function rupeesDecimal(paise: number): string {
  assertWhole(paise, 'paise');
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** What an admin types, "480", "480.5", "₹1,480.50" → paise; null when it is not an amount in rupees. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 48000 → "480", 48050 → "480.50": a form's starting value, as an admin would type it. */
export function paiseToRupeesText(paise: number): string {
  assertWhole(paise, 'paise');
  const rest = paise % 100;
  const rupees = String(Math.floor(paise / 100));
  return rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
}
