import type { ReactNode } from 'react';

/** What `Loaded` reads of a query (TanStack Query's result has it). */
interface ReadState<Data> {
  isError: boolean;
  error: unknown;
  data: Data | undefined;
}

/**
 * What a page shows of a read: its failure (`failed` says it in the page's words), the wait (`loading` says
 * what for, politely), or what `children` make of the data.
 */
export function Loaded<Data>({
  query,
  loading,
  failed,
  children,
}: {
  query: ReadState<Data>;
  loading: ReactNode;
  failed: (error: unknown) => ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return failed(query.error);
  if (query.data === undefined) return loading;
  return children(query.data);
}
