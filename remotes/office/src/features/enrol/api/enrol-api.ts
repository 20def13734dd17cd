import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CompleteEnrolmentForm,
  enrolmentCompletedSchema,
  type EnrolmentStarted,
  enrolmentStartedSchema,
} from '@site/contract';
import { ApiError } from '@site/state';
import { queryKeys } from '@site/state/query';
import { officeRequest } from '../../../lib/api-client';
import { useStartStaffSession } from '../../../lib/staff-session';

/** `start_enrolment`: the account the link is for and its authenticator secret; null when the link is spent or unknown. */
export async function startEnrolment(token: string): Promise<EnrolmentStarted | null> {
  try {
    return await officeRequest(enrolmentStartedSchema, 'POST', 'startEnrolment', { body: { token } });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export const enrolmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.staffEnrolment(token),
    queryFn: () => startEnrolment(token),
    // The link's answer does not change while the page is open; a refused link is not asked again.
    retry: false,
    staleTime: Infinity,
  });

export const useEnrolment = (token: string) => useQuery(enrolmentQueryOptions(token));

/** `complete_enrolment`: the staff member, signed in, and their recovery codes. */
export const completeEnrolment = (body: CompleteEnrolmentForm) =>
  officeRequest(enrolmentCompletedSchema, 'POST', 'completeEnrolment', { body });

/** Completes an enrolment: once done, the page is the staff member's, signed in. */
export function useCompleteEnrolment() {
  const startSession = useStartStaffSession();
  return useMutation({ mutationFn: completeEnrolment, onSuccess: (done) => startSession(done.staff) });
}
