import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@site/state';

/** A keyset page of a list (what `KeysetTable` shows): the page shown stays while the next one loads. */
export const keysetPageOptions = <Page>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<Page>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), placeholderData: keepPreviousData });

/** A read of one record by its name: null when the API answers that there is no such record (404). */
export async function unlessMissing<Record>(read: Promise<Record>): Promise<Record | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
