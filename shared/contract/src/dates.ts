import { z } from './zod';

/**
 * The one rule for every date and moment the API takes: it falls in the years 2000 to 2100. Every column
 * stores those (PostgreSQL has no year 0, and JavaScript writes years past 9999 in a form it cannot read),
 * and no order, scheme or filter of the business means a day outside them.
 */
export const FIRST_ACCEPTED_YEAR = 2000;
export const LAST_ACCEPTED_YEAR = 2100;

const FIRST_INSTANT = Date.UTC(FIRST_ACCEPTED_YEAR, 0, 1);
const END_INSTANT = Date.UTC(LAST_ACCEPTED_YEAR + 1, 0, 1);

export const dateRuleTexts = {
  dateOutOfRange: `Give a date from ${FIRST_ACCEPTED_YEAR} to ${LAST_ACCEPTED_YEAR}.`,
  momentOutOfRange: `Give a date and time from ${FIRST_ACCEPTED_YEAR} to ${LAST_ACCEPTED_YEAR}.`,
} as const;

/** Whether `moment` (read in UTC) falls in the accepted years: what a server checks of a moment it decodes itself. */
export function isAcceptedMoment(moment: Date): boolean {
  const time = moment.getTime();
  return time >= FIRST_INSTANT && time < END_INSTANT;
}

/** A day as YYYY-MM-DD, a real day of its month, in the accepted years; `invalid` when it is not a date at all. */
export const acceptedDate = (invalid: string) =>
  z.iso.date(invalid).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= FIRST_ACCEPTED_YEAR && year <= LAST_ACCEPTED_YEAR;
  }, dateRuleTexts.dateOutOfRange);

/** A moment in ISO 8601 with its offset, in the accepted years once read in UTC; `invalid` when it is not one. */
export const acceptedMoment = (invalid: string) =>
  z.iso
    .datetime({ offset: true, message: invalid })
    .refine((moment) => isAcceptedMoment(new Date(moment)), dateRuleTexts.momentOutOfRange);
