/** Times travel as HH:MM:SS (docs/product.md#times) and are edited as HH:MM with the hour zero-padded. */

/** `9:5:00` or `09:05:00` → `09:05`; anything unreadable → empty. */
export function toInputTime(serverTime: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{1,2})/.exec(serverTime ?? '');
  if (!match) return '';
  return `${match[1]!.padStart(2, '0')}:${match[2]!.padStart(2, '0')}`;
}

/** `09:05` → `09:05:00` (the spec appends :00 seconds). */
export function toServerTime(inputTime: string): string {
  return `${inputTime}:00`;
}

export const SERVER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape, made once, always in India's time and with India's conventions. */
function indianDateFormat(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A day as a retailer reads it in `language`, in India's time whatever the browser's: `23 Nov 2026`. */
export const formatIndianDate = (iso: string, language = 'en') =>
  indianDateFormat(language, false).format(new Date(iso));

/** A moment as a retailer reads it in `language`, in India's time: `23 Nov 2026, 12:00 pm`. */
export const formatIndianMoment = (iso: string, language = 'en') =>
  indianDateFormat(language, true).format(new Date(iso));
