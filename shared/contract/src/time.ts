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
