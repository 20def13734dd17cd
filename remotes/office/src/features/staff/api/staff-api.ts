import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EnrolmentLink,
  enrolmentLinkSchema,
  type InviteStaffForm,
  staffListSchema,
  staffMemberReplySchema,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import { officeRequest } from '../../../lib/api-client';

/** `list_staff`: every staff account. */
export const fetchStaff = (signal?: AbortSignal) =>
  officeRequest(staffListSchema, 'GET', 'listStaff', { signal }).then((reply) => reply.staff);

export const staffQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.officeStaff(), queryFn: ({ signal }) => fetchStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());

/** `invite_staff`: the new account and its one-time enrolment link. */
export const inviteStaff = (values: InviteStaffForm): Promise<EnrolmentLink> =>
  officeRequest(enrolmentLinkSchema, 'POST', 'inviteStaff', { body: values });

/** `reset_second_factor`: a new enrolment link; the account's password, authenticator and recovery codes stop working. */
export const resetSecondFactor = (staffId: string): Promise<EnrolmentLink> =>
  officeRequest(enrolmentLinkSchema, 'POST', 'resetSecondFactor', { body: { staff_id: staffId } });

/** `disable_staff`: the account can no longer sign in; its sessions end. */
export const disableStaff = (staffId: string) =>
  officeRequest(staffMemberReplySchema, 'POST', 'disableStaff', { body: { staff_id: staffId } }).then(
    (reply) => reply.staff,
  );

/** A write of the staff accounts: the list is read again once it is over, done or refused. */
function useStaffWrite<Variables, Data>(mutationFn: (variables: Variables) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeStaff() }),
  });
}

export const useInviteStaff = () => useStaffWrite(inviteStaff);
export const useResetSecondFactor = () => useStaffWrite(resetSecondFactor);
export const useDisableStaff = () => useStaffWrite(disableStaff);
