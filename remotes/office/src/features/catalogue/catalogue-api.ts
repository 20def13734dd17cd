import { useQuery } from '@tanstack/react-query';
import {
  type AddGstRateBody,
  type CreatePackBody,
  type CreateSchemeBody,
  officeGstRatesSchema,
  PACK_PICTURE_FIELD,
  packListSchema,
  packReplySchema,
  schemeListSchema,
  schemeReplySchema,
  type UpdatePackBody,
  type UpdateSchemeBody,
} from '@site/contract';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';

/** `list_packs`: every pack, published or not. */
export const usePacks = () =>
  useQuery({
    queryKey: officeKeys.packs,
    queryFn: ({ signal }) => officeRequest(packListSchema, 'GET', 'listPacks', { signal }).then((reply) => reply.packs),
  });

export const createPack = (body: CreatePackBody) =>
  officeRequest(packReplySchema, 'POST', 'createPack', { body }).then((reply) => reply.pack);

export const updatePack = (body: UpdatePackBody) =>
  officeRequest(packReplySchema, 'POST', 'updatePack', { body }).then((reply) => reply.pack);

/** `upload_pack_picture`: multipart, the picture re-encoded by the server. */
export function uploadPackPicture(itemCode: string, picture: File) {
  const formData = new FormData();
  formData.append('item_code', itemCode);
  formData.append(PACK_PICTURE_FIELD, picture);
  return officeRequest(packReplySchema, 'POST', 'uploadPackPicture', { formData }).then((reply) => reply.pack);
}

/** `list_schemes`: live, scheduled and ended. */
export const useSchemes = () =>
  useQuery({
    queryKey: officeKeys.schemes,
    queryFn: ({ signal }) =>
      officeRequest(schemeListSchema, 'GET', 'listSchemes', { signal }).then((reply) => reply.schemes),
  });

export const createScheme = (body: CreateSchemeBody) =>
  officeRequest(schemeReplySchema, 'POST', 'createScheme', { body }).then((reply) => reply.scheme);

export const updateScheme = (body: UpdateSchemeBody) =>
  officeRequest(schemeReplySchema, 'POST', 'updateScheme', { body }).then((reply) => reply.scheme);

export const endScheme = (name: string) =>
  officeRequest(schemeReplySchema, 'POST', 'endScheme', { body: { name } }).then((reply) => reply.scheme);

/** `list_gst_rates`: the rate in effect and every rate. */
export const useGstRates = () =>
  useQuery({
    queryKey: officeKeys.gstRates,
    queryFn: ({ signal }) => officeRequest(officeGstRatesSchema, 'GET', 'listGstRates', { signal }),
  });

export const addGstRate = (body: AddGstRateBody) => officeRequest(officeGstRatesSchema, 'POST', 'addGstRate', { body });
