import type { Key, ReactNode } from 'react';
import { TableScroll } from './layout';

/** One column of an office table: its heading and what each row shows in it. */
export interface Column<Row> {
  heading: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, in tabular figures. */
  numeric?: boolean;
}

/**
 * The office's tables (orders, retailers, inquiries, packs, the audit log…): a heading row of column
 * headers, then one row per item, in a box that scrolls sideways on a phone.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of a table without rows. */
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  const numberClass = (column: Column<Row>) => (column.numeric ? 'number' : undefined);
  return (
    <TableScroll>
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are fixed for the table's life: their place is their identity.
              <th key={index} scope="col" className={numberClass(column)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={index} className={numberClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
