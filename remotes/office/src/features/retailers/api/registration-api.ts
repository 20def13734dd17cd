import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_OFFICE_PAGE,
  type MoveGstinBody,
  registeredRetailerSchema,
  retailerDetailSchema,
  type RetailerSummary,
  type SignUpForm,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import { officeRequest } from '../../../lib/api-client';
import { fetchRetailers } from './retailers-api';

/** `register_retailer`: the new retailer's id, and whether their login code went out by SMS. */
export const registerRetailer = (form: SignUpForm) =>
  officeRequest(registeredRetailerSchema, 'POST', 'registerRetailer', { body: form });

/** Registers a retailer for them; the retailer lists are read again. */
export function useRegisterRetailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRetailer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailers() }),
  });
}

/** `move_gstin` (admin): the retailer the GSTIN moved to, as they are after it. */
export const moveGstin = (body: MoveGstinBody) =>
  officeRequest(retailerDetailSchema, 'POST', 'moveGstin', { body }).then((reply) => reply.retailer);

/** No retailer has the mobile a GSTIN was to move to: nothing was sent. */
export class NoRetailerWithMobile extends Error {}

/** The retailer whose mobile is `mobile` (unique), found by the retailer list's search; null when none. */
async function retailerWithMobile(mobile: string): Promise<RetailerSummary | null> {
  const found = await fetchRetailers({ search: mobile, page_length: MAX_OFFICE_PAGE });
  return found.retailers.find((retailer) => retailer.mobile === mobile) ?? null;
}

/** A GSTIN moved to the retailer with `mobile`, whom staff can name more surely than by an id. */
export async function moveGstinToMobile({
  mobile,
  ...move
}: Omit<MoveGstinBody, 'to_customer_id'> & { mobile: string }) {
  const to = await retailerWithMobile(mobile);
  if (!to) throw new NoRetailerWithMobile(mobile);
  return moveGstin({ ...move, to_customer_id: to.customer_id });
}

/** Moves a GSTIN from the page's retailer: both retailers and the lists are read again. */
export function useMoveGstin(fromCustomerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGstinToMobile,
    onSuccess: (to) => queryClient.setQueryData(queryKeys.officeRetailer(to.customer_id), to),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailer(fromCustomerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailers() }),
      ]),
  });
}
