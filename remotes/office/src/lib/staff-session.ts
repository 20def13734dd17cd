import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SignedInStaff, staffSessionReplySchema } from '@site/contract';
import { ApiError } from '@site/state';
import { officeRequest } from './api-client';
import { officeKeys } from './office-keys';

/** `me`: the staff member the session cookie belongs to; null without a session (401). */
export async function fetchStaffSession(signal?: AbortSignal): Promise<SignedInStaff | null> {
  try {
    return (await officeRequest(staffSessionReplySchema, 'GET', 'me', { signal })).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = () =>
  queryOptions({
    queryKey: officeKeys.session,
    queryFn: ({ signal }) => fetchStaffSession(signal),
    // A missing session is an answer, not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });

export const useStaffSession = () => useQuery(staffSessionQueryOptions());

/**
 * What a page does when a call says the session has ended (401, an idle or absolute lifetime passed, an
 * admin disabled the account): forget the staff member and every office reply, so the page shows the way
 * to sign in again.
 */
export function useEndStaffSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: officeKeys.all, predicate: (query) => query.queryKey[1] !== 'session' });
    queryClient.setQueryData(officeKeys.session, null);
  };
}
