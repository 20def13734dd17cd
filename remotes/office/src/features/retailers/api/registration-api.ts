import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MoveGstinBody, registeredRetailerSchema, retailerDetailSchema, type SignUpForm } from '@site/contract';
import { queryKeys } from '@site/state/query';
import { officeRequest } from '../../../lib/api-client';

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

/** Moves a GSTIN from the page's retailer: both retailers and the lists are read again. */
export function useMoveGstin(fromCustomerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGstin,
    onSuccess: (to) => queryClient.setQueryData(queryKeys.officeRetailer(to.customer_id), to),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailer(fromCustomerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.officeRetailers() }),
      ]),
  });
}
