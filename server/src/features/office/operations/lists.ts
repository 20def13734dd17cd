import { isAcceptedMoment, officeOperationsTexts as m } from '@site/contract';
import type { Queryable } from '../../../db';
import { validationFailed } from '../../../http/errors';

/**
 * What the office's lists share: a WHERE clause built from the filters given, keyset cursors over
 * (time, id) — newest first, each row once however rows are added meanwhile — and the day range of a
 * filter, read as days in India.
 */

export class Conditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** `clause` with each `$?` standing for the next of `values`. */
  add(clause: string, ...values: unknown[]): this {
    let next = 0;
    this.clauses.push(
      clause.replace(/\$\?/g, () => {
        this.params.push(values[next++]);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }

  get where(): string {
    return this.clauses.length > 0 ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/** A `like` pattern that finds `text` anywhere, lower-cased, its wildcards taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first day of a range: from midnight in India. */
const FROM_DAY = `>= ($?::date)::timestamp at time zone 'Asia/Kolkata'`;
/** The last day of a range: up to the next midnight in India. */
const TO_DAY = `< ($?::date + 1)::timestamp at time zone 'Asia/Kolkata'`;

/** The filters every dated list has: a range of days of its `time` column, and text its `search_text` holds. */
export function daysAndSearch(
  time: string,
  query: { from?: string | undefined; to?: string | undefined; search?: string | undefined },
): Conditions {
  const conditions = new Conditions();
  if (query.from) conditions.add(`${time} ${FROM_DAY}`, query.from);
  if (query.to) conditions.add(`${time} ${TO_DAY}`, query.to);
  const search = query.search?.trim();
  if (search) conditions.add('search_text like $?', containing(search));
  return conditions;
}

export interface Position {
  at: Date;
  id: string;
}

export const encodeCursor = ({ at, id }: Position) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

/** Ids as the lists' rows have them: printable ASCII, which every column compares without error. */
const CURSOR_ID = /^[\x20-\x7e]{1,64}$/;

/**
 * The position a `next_cursor` names; a cursor not made by `encodeCursor` is refused: its time written as
 * `toISOString` writes it, in the years the contract accepts, and its id one a row could have.
 */
export function decodeCursor(cursor: string): Position {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [at, id] = decoded as unknown[];
      const time = typeof at === 'string' ? new Date(at) : null;
      const wellFormed = time && !Number.isNaN(time.getTime()) && time.toISOString() === at;
      if (wellFormed && isAcceptedMoment(time) && typeof id === 'string' && CURSOR_ID.test(id)) return { at: time, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw validationFailed({ cursor: m.cursorInvalid });
}

/** A page of `pageLength` from rows read one beyond it: the rows, and the cursor of the next page. */
export function pageOf<Row>(rows: Row[], pageLength: number, position: (row: Row) => Position) {
  const page = rows.slice(0, pageLength);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageLength && last ? encodeCursor(position(last)) : null };
}

/** Zero for every status, then the counts found. */
function countsByStatus<Status extends string>(
  statuses: readonly Status[],
  rows: readonly { status: Status; n: number }[],
): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The columns of `Row` that hold a `Value`. */
type ColumnOf<Row, Value> = { [Column in keyof Row]: Row[Column] extends Value ? Column : never }[keyof Row] & string;

/** What a caller asks of a list with a status: its filters, one status or all, and which page. */
export interface StatusListQuery<Status extends string> {
  status?: Status | undefined;
  cursor?: string | undefined;
  page_length: number;
}

/** A list of a table with a status, by the columns it reads and the filters its query sets. */
export interface StatusList<Row, Status extends string, Query extends StatusListQuery<Status>> {
  /** `select <columns> from <table>`. */
  table: string;
  columns: string;
  /** The keyset: a time column and an id column, newest first. */
  time: ColumnOf<Row, Date>;
  id: ColumnOf<Row, string>;
  /** Every filter but the status: the counts per status share them. */
  filters: (query: Query) => Conditions;
  statuses: readonly Status[];
}

/** A keyset page of a table with a status, newest first, and its counts per status, read at once. */
export async function statusListPage<Row, Status extends string, Query extends StatusListQuery<Status>>(
  db: Queryable,
  list: StatusList<Row, Status, Query>,
  query: Query,
) {
  const counted = list.filters(query);
  const listed = list.filters(query);
  if (query.status) listed.add('status = $?', query.status);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    listed.add(`(${list.time}, ${list.id}) < ($?::timestamptz, $?::text)`, after.at, after.id);
  }
  listed.params.push(query.page_length + 1);
  const [rows, counts] = await Promise.all([
    db.query<Row & object>(
      `select ${list.columns} from ${list.table} ${listed.where}
       order by ${list.time} desc, ${list.id} desc limit $${listed.params.length}`,
      listed.params,
    ),
    db.query<{ status: Status; n: number }>(
      `select status, count(*)::int as n from ${list.table} ${counted.where} group by status`,
      counted.params,
    ),
  ]);
  const position = (row: Row): Position => ({ at: row[list.time] as Date, id: row[list.id] as string });
  return { ...pageOf(rows, query.page_length, position), counts: countsByStatus(list.statuses, counts) };
}
