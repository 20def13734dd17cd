import type { Key, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonRow } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import type { ListFilters } from './list-filters';
import { OfficeLoaded } from './loaded';
import { SecondaryButton } from './secondary-button';

/**
 * A list page's results, read a keyset page at a time: the read's failure or wait, then what stands
 * `above` the rows, the table of the page's rows (or "No … match."), and the pager under it. `what`,
 * plural, names the rows.
 */
export function KeysetTable<Page extends { next_cursor: string | null }, Row>({
  query,
  what,
  label,
  rows,
  columns,
  rowKey,
  above,
  list: { query: filters, goToCursor },
}: {
  query: UseQueryResult<Page>;
  what: string;
  label: string;
  rows: (page: Page) => readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  above?: (page: Page) => ReactNode;
  /** The list's filters, whose cursor names the page shown. */
  list: Pick<ListFilters<{ cursor?: string }>, 'query' | 'goToCursor'>;
}) {
  return (
    <OfficeLoaded query={query} loading={`Loading ${what}…`}>
      {(page) => (
        <>
          {above?.(page)}
          <DataTable
            label={label}
            columns={columns}
            rows={rows(page)}
            rowKey={rowKey}
            empty={<p role="status">{`No ${what} match.`}</p>}
          />
          <KeysetPager
            label={`Pages of ${what}`}
            onFirstPage={filters.cursor ? () => goToCursor(undefined) : null}
            nextCursor={page.next_cursor}
            onNext={goToCursor}
          />
        </>
      )}
    </OfficeLoaded>
  );
}

/** Keyset pages: back to the first, or on to the next; there is no page count to jump in. */
function KeysetPager({
  label,
  onFirstPage,
  nextCursor,
  onNext,
}: {
  label: string;
  onFirstPage: (() => void) | null;
  nextCursor: string | null;
  onNext: (cursor: string) => void;
}) {
  if (!onFirstPage && !nextCursor) return null;
  return (
    <ButtonRow as="nav" aria-label={label}>
      {onFirstPage && <SecondaryButton onClick={onFirstPage}>First page</SecondaryButton>}
      {nextCursor && <SecondaryButton onClick={() => onNext(nextCursor)}>Next page</SecondaryButton>}
    </ButtonRow>
  );
}
