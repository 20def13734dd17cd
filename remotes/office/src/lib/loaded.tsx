import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Notice } from '@site/ui';
import { OfficeError } from './office-error';

/** What a page shows of a read: its failure, the wait (`loading` says what for), or what `children` make of it. */
export function Loaded<Data>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <OfficeError error={query.error} />;
  if (query.data === undefined) return <p role="status">{loading}</p>;
  return children(query.data);
}

interface NotFoundProps {
  text: string;
  back: string;
  backLabel: string;
}

/** A page's one record, read as null when there is no such record: as `Loaded`, or else `NotFound`. */
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
    <Loaded query={query} loading={loading}>
      {(record) => (record === null ? <NotFound {...notFound} /> : children(record))}
    </Loaded>
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
