import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SignedInStaff, staffSessionReplySchema } from '@site/contract';
import { ApiError } from '@site/state';
import { queryKeys } from '@site/state/query';
import { officeRequest } from './api-client';

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
    queryKey: queryKeys.staffSession(),
    queryFn: ({ signal }) => fetchStaffSession(signal),
    // A missing session is an answer, not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });

export const useStaffSession = () => useQuery(staffSessionQueryOptions());

/** A sign-in or an enrolment is over: the page goes on as this staff member without asking `me` again. */
export function useStartStaffSession(): (staff: SignedInStaff) => void {
  const queryClient = useQueryClient();
  return (staff) => queryClient.setQueryData(queryKeys.staffSession(), staff);
}

/**
 * What a page does when its session has ended (signed out, an idle or absolute lifetime passed, an admin
 * disabled the account): forget the staff member and every office reply, so the page shows the way to sign
 * in again.
 */
export function useEndStaffSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: queryKeys.officeData() });
    queryClient.setQueryData(queryKeys.staffSession(), null);
  };
}

const signOutReply = staffSessionReplySchema.pick({ status: true });

/** `sign_out`: the session ends here whatever the server says (at worst it ends at its idle lifetime). */
export function useSignOut() {
  const endSession = useEndStaffSession();
  return useMutation({
    mutationFn: () => officeRequest(signOutReply, 'POST', 'signOut', { body: {} }),
    onSettled: endSession,
  });
}
