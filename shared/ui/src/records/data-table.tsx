import type { Key, ReactNode } from 'react';
import styled from 'styled-components';

/** One column of a data table: its heading and what each row shows in it. */
export interface Column<Row> {
  heading: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, in tabular figures. */
  numeric?: boolean;
}

/**
 * A wide table that scrolls sideways inside its own box on a phone, never the page; a Tab stop, so that
 * keyboard users can scroll it too.
 */
const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  /* The containing block of visually hidden text in its cells, which is then clipped with the rest. */
  position: relative;
  overflow-x: auto;
  margin: 1rem 0;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    white-space: nowrap;
  }

  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/**
 * A table of records (orders, retailers, the audit log…): a heading row of column headers, then one row per
 * item, in a box that scrolls sideways on a phone.
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
