import {
  INQUIRY_NEXT_STATUSES,
  INQUIRY_STATUSES,
  type inquiryExportQuerySchema,
  type inquiryListQuerySchema,
  type InquiryStatus,
  type OfficeInquiry,
  type OfficeInquiryDetail,
  type OfficeInquiryList,
  type SignedInStaff,
} from '@site/contract';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db';
import { INQUIRY_COLUMNS } from '../../inquiry/service';
import { type Conditions, daysAndSearch, type StatusList, statusListPage } from './lists';
import { moveStatus } from './status-flow';

/**
 * The back office's inquiries (the partner and contact forms): a list with filters, one with the notes of
 * its follow-up, the next status with a note, and a CSV export Excel opens as it is.
 */

export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;
export type InquiryExportQuery = z.output<typeof inquiryExportQuerySchema>;

/** Enough for any export staff need; beyond it, narrow the filters. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = `id, created_at, status, status_changed_at, ${INQUIRY_COLUMNS.join(', ')}`;

type InquiryRow = Omit<OfficeInquiry, 'name' | 'creation' | 'status_changed_at'> & {
  id: string;
  created_at: Date;
  status_changed_at: Date | null;
};

const inquiryView = ({ id, created_at, status_changed_at, ...row }: InquiryRow): OfficeInquiry => ({
  ...row,
  name: id,
  creation: created_at.toISOString(),
  status_changed_at: status_changed_at?.toISOString() ?? null,
});

function filtersOf(query: InquiryExportQuery): Conditions {
  const conditions = daysAndSearch('created_at', query);
  if (query.inquiry_type) conditions.add('inquiry_type = $?', query.inquiry_type);
  return conditions;
}

const INQUIRY_LIST: StatusList<InquiryRow, InquiryStatus, InquiryListQuery> = {
  table: 'website_inquiries',
  columns: COLUMNS,
  time: 'created_at',
  id: 'id',
  filters: filtersOf,
  statuses: INQUIRY_STATUSES,
};

export async function listInquiries(
  db: Queryable,
  query: InquiryListQuery,
): Promise<Omit<OfficeInquiryList, 'status'>> {
  const { page, nextCursor, counts } = await statusListPage(db, INQUIRY_LIST, query);
  return { inquiries: page.map(inquiryView), next_cursor: nextCursor, counts };
}

export async function findInquiry(db: Queryable, name: string): Promise<OfficeInquiryDetail | null> {
  const [row] = await db.query<InquiryRow>(`select ${COLUMNS} from website_inquiries where id = $1`, [name]);
  if (!row) return null;
  const notes = await db.query<{ status: InquiryStatus; note: string; staff_email: string; at: Date }>(
    'select status, note, staff_email, at from inquiry_notes where inquiry_id = $1 order by at, id',
    [name],
  );
  return {
    ...inquiryView(row),
    notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
    next_statuses: [...INQUIRY_NEXT_STATUSES[row.status]],
  };
}

/** The inquiry's next status with the staff member's note: `changed`, `not_found` or `moved_on`. */
export async function changeInquiryStatus(
  db: Database,
  change: { name: string; status: InquiryStatus; note: string; staff: SignedInStaff; now: Date },
) {
  return moveStatus<InquiryStatus, { status: InquiryStatus }>(db, change, {
    action: 'inquiry',
    entity: 'website_inquiry',
    flow: INQUIRY_NEXT_STATUSES,
    detail: { note: change.note },
    lock: async (tx) =>
      (
        await tx.query<{ status: InquiryStatus }>('select status from website_inquiries where id = $1 for update', [
          change.name,
        ])
      )[0],
    write: async (tx) => {
      await tx.query('update website_inquiries set status = $2, status_changed_at = $3 where id = $1', [
        change.name,
        change.status,
        change.now,
      ]);
      await tx.query(
        `insert into inquiry_notes (inquiry_id, status, note, staff_id, staff_email, at) values ($1, $2, $3, $4, $5, $6)`,
        [change.name, change.status, change.note, change.staff.id, change.staff.email, change.now],
      );
    },
  });
}

/** The export's columns: its header row, and each row's value. */
const EXPORT_COLUMNS: readonly [string, (row: InquiryRow) => string | null][] = [
  ['Inquiry', (row) => row.id],
  ['Received', (row) => row.created_at.toISOString()],
  ['Form', (row) => (row.inquiry_type === 'distributor' ? 'Partner' : 'Contact')],
  ['Status', (row) => row.status],
  ['Name', (row) => row.fullname],
  ['Company', (row) => row.company],
  ['Business', (row) => row.business_name],
  ['Phone', (row) => row.phone],
  ['E-mail', (row) => row.email],
  ['Business type', (row) => row.current_business_type],
  ['Years in business', (row) => row.how_long_have_you_been_oprating_your_business],
  ['Own vehicle', (row) => row.do_you_currently_have_your_own_vehicle_for_distribution],
  ['Area of distribution', (row) => row.preferred_area_of_distribution],
  ['Business address', (row) => row.business_address],
  ['Message', (row) => row.comment],
];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before one) starts
 * with an apostrophe instead: Excel shows the text and runs nothing.
 */
export const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The matching inquiries as CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Devanagari
 * and ₹ as another code page), CRLF line ends, every field quoted.
 */
export async function exportInquiries(db: Queryable, query: InquiryExportQuery): Promise<string> {
  const conditions = filtersOf(query);
  if (query.status) conditions.add('status = $?', query.status);
  conditions.params.push(MAX_EXPORT_ROWS);
  const rows = await db.query<InquiryRow>(
    `select ${COLUMNS} from website_inquiries ${conditions.where}
     order by created_at desc, id desc limit $${conditions.params.length}`,
    conditions.params,
  );
  return stringify(
    rows.map((row) => EXPORT_COLUMNS.map(([, value]) => inertCell(value(row) ?? ''))),
    {
      bom: true,
      record_delimiter: 'windows',
      quoted: true,
      quoted_empty: true,
      columns: EXPORT_COLUMNS.map(([header]) => header),
      header: true,
    },
  );
}
