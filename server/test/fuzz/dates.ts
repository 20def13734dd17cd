import { hugeString, type Random, UNICODE_LOOKALIKES } from './fuzz';

/**
 * Dates, moments and list cursors at their edges, each with what the contract must answer, worked out here
 * apart from the contract's own code: years on either side of 2000 and 2100, days a month lacks (2100 is no
 * leap year, 2000 is), offsets across the world and beyond it, malformed text, and cursors forged around
 * the same times.
 */

const EDGE_YEARS = [0, 1, 999, 1899, 1999, 2000, 2026, 2099, 2100, 2101, 2999, 9999] as const;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export interface EdgeValue {
  text: string;
  /** `accepted`: the request succeeds; `not a date`: the field's format message; `out of range`: the years' message. */
  expect: 'accepted' | 'not a date' | 'out of range';
}

/** A calendar day near an edge: a real one, or one its month lacks. */
function edgeDay(random: Random): { year: number; month: number; day: number; real: boolean } {
  const year = random.pick(EDGE_YEARS);
  const month = random.pick([1, 2, 2, 4, 12, 0, 13]);
  const day = random.pick([1, 28, 29, 30, 31, 0, 32]);
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
  return { year, month, day, real };
}

const MALFORMED_DATES = (random: Random) => [
  '26-1-1',
  '2026-1-01',
  '2026/01/01',
  '20260101',
  '2026-01-01T00:00:00Z',
  '+002026-01-01',
  '-2026-01-01',
  ' 2026-01-01',
  '2026-01-01\u0000',
  random.pick(UNICODE_LOOKALIKES),
  '२०२६-०१-०१',
  hugeString(random, 300, 1_500),
];

/** A `YYYY-MM-DD` filter value, or text that is none. */
export function edgeDate(random: Random): EdgeValue {
  if (random.chance(0.2)) return { text: random.pick(MALFORMED_DATES(random)), expect: 'not a date' };
  const { year, month, day, real } = edgeDay(random);
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (!real) return { text, expect: 'not a date' };
  return { text, expect: year >= FIRST_YEAR && year <= LAST_YEAR ? 'accepted' : 'out of range' };
}

/** Offsets in minutes east of UTC: the world's extremes, India, and what no place has but the format allows. */
const OFFSETS = [0, 330, -720, 840, 23 * 60 + 59, -(23 * 60 + 59)] as const;

const MALFORMED_MOMENTS = (random: Random) => [
  '2026-01-01T10:00+05:30',
  '2026-01-01T10:00:00',
  '2026-01-01T10:00:00+0530',
  '2026-01-01T24:00:00Z',
  '2026-01-01T10:60:00Z',
  '2026-01-01T10:00:00+99:00',
  '2026-01-01 10:00:00Z',
  '1767241800000',
  'now',
  random.pick(UNICODE_LOOKALIKES),
  hugeString(random, 300, 1_500),
];

const offsetText = (minutes: number) =>
  minutes === 0
    ? 'Z'
    : `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** An ISO 8601 moment with its offset, or text that is none; in range when its instant, in UTC, is. */
export function edgeMoment(random: Random): EdgeValue {
  if (random.chance(0.2)) return { text: random.pick(MALFORMED_MOMENTS(random)), expect: 'not a date' };
  const { year, month, day, real } = edgeDay(random);
  const [hours, minutes, seconds, fraction] = random.pick([
    [0, 0, 0, ''],
    [23, 59, 59, ''],
    [12, 0, 0, '.5'],
    [9, 30, 0, '.123456789'],
  ] as const);
  const offset = random.pick(OFFSETS);
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction}${offsetText(offset)}`;
  if (!real) return { text, expect: 'not a date' };
  const instant = Date.UTC(year, month - 1, day, hours, minutes - offset, seconds);
  // Date.UTC reads years 0-99 as 1900-1999: both are out of range alike.
  const utcYear = year < 100 ? year : new Date(instant).getUTCFullYear();
  return { text, expect: utcYear >= FIRST_YEAR && utcYear <= LAST_YEAR ? 'accepted' : 'out of range' };
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * A `cursor`: one the lists could have made (accepted), or a forged one (refused with the cursor's message):
 * times out of range or not written as the lists write them, ids no row has, other shapes, broken base64.
 */
export function edgeCursor(random: Random): { text: string; accepted: boolean } {
  const kind = random.pick(['made', 'time', 'id', 'shape', 'bytes']);
  const goodTime = random.pick(['2026-11-29T10:00:00.000Z', '2000-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z']);
  if (kind === 'made')
    return { text: base64url(JSON.stringify([goodTime, random.pick(['SO-1', 'x', 'A'.repeat(64)])])), accepted: true };
  if (kind === 'time') {
    const at = random.pick<unknown>([
      '0000-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2101-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-11-29T10:00:00+05:30',
      '2026-11-29',
      'yesterday',
      '',
      1_767_241_800_000,
      null,
    ]);
    return { text: base64url(JSON.stringify([at, 'SO-1'])), accepted: false };
  }
  if (kind === 'id') {
    const id = random.pick<unknown>(['', 'a\u0000b', 'é', 'A'.repeat(65), 42, null, ['SO-1']]);
    return { text: base64url(JSON.stringify([goodTime, id])), accepted: false };
  }
  if (kind === 'shape') {
    const shape = random.pick<unknown>([
      {},
      [],
      [goodTime],
      [goodTime, 'SO-1', 'extra'],
      'x',
      null,
      { at: goodTime, id: 'SO-1' },
    ]);
    return { text: base64url(JSON.stringify(shape)), accepted: false };
  }
  return {
    text: random.pick([
      base64url('[not json'),
      base64url(`["${goodTime}"`),
      base64url('\u0000\u0001\u0002'),
      base64url(`["${'9'.repeat(120)}","x"]`),
      'A',
      '____',
    ]),
    accepted: false,
  };
}
