import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Notice } from '@site/ui';
import { Loaded } from '@site/ui/records';
import { OfficeError } from './office-error';

/** What an office page shows of a read: its failure, the wait (`loading` says what for), or what `children` make of it. */
export function OfficeLoaded<Data>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  children: (data: Data) => ReactNode;
}) {
  return (
    <Loaded query={query} loading={<p role="status">{loading}</p>} failed={(error) => <OfficeError error={error} />}>
      {children}
    </Loaded>
  );
}

interface NotFoundProps {
  text: string;
  back: string;
  backLabel: string;
}

/** A page's one record, read as null when there is no such record: as `OfficeLoaded`, or else `NotFound`. */
export function LoadedRecord<Data>({
  query,
  loading,
  notFound,
  children,
}: {
  query: UseQueryResult<Data | null>;
  loading: string;
  notFound: NotFoundProps;
  children: (record: Data) => ReactNode;
}) {
  return (
    <OfficeLoaded query={query} loading={loading}>
      {(record) => (record === null ? <NotFound {...notFound} /> : children(record))}
    </OfficeLoaded>
  );
}

/** There is no such order, retailer or pack: say so, with the way back to the list. */
export function NotFound({ text, back, backLabel }: NotFoundProps) {
  return (
    <Notice role="alert">
      {text} <Link to={back}>{backLabel}</Link>
    </Notice>
  );
}
