import {
  PROFILE_FILE_FIELD,
  type ProfileForm,
  profileUpdateFields,
  type UpdatedCustomer,
  updatedCustomerSchema,
} from '@site/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META } from '@site/state/query';

/**
 * The multipart body of `update_customer_detail` (docs/product.md#profile-update-fields): the profile fields (times with :00 seconds,
 * the address as `customer_address[...]`) and, when one was chosen, the picture under `file`.
 */
export function profileUpdateBody(form: ProfileForm, picture: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(profileUpdateFields(form))) body.append(name, value);
  if (picture) body.append(PROFILE_FILE_FIELD, picture, picture.name);
  return body;
}

/** PUTs the profile; the shared client adds the `Authorization: token key:secret` header (docs/product.md#authorization-header). */
export function updateCustomerDetail(form: ProfileForm, picture: File | null): Promise<UpdatedCustomer> {
  return request(updatedCustomerSchema, 'PUT', 'updateCustomerDetail', { formData: profileUpdateBody(form, picture) });
}

/** The profile's save, under the loading overlay (docs/product.md#profile-loading-and-saving). */
export const useUpdateCustomerDetail = () =>
  useMutation({
    mutationFn: ({ form, picture }: { form: ProfileForm; picture: File | null }) => updateCustomerDetail(form, picture),
    meta: LOADING_OVERLAY_META,
  });
