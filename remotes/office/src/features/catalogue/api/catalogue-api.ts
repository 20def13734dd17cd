import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  type SetPackTranslationsBody,
  type UpdatePackBody,
  type UpdateSchemeBody,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import { officeRequest } from '../../../lib/api-client';

/** `list_packs`: every pack, published or not. */
export const fetchPacks = (signal?: AbortSignal) =>
  officeRequest(packListSchema, 'GET', 'listPacks', { signal }).then((reply) => reply.packs);

export const packsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.officePacks(), queryFn: ({ signal }) => fetchPacks(signal) });

export const usePacks = () => useQuery(packsQueryOptions());

export const createPack = (body: CreatePackBody) =>
  officeRequest(packReplySchema, 'POST', 'createPack', { body }).then((reply) => reply.pack);

export const updatePack = (body: UpdatePackBody) =>
  officeRequest(packReplySchema, 'POST', 'updatePack', { body }).then((reply) => reply.pack);

/** `set_pack_translations`: the pack's name and description in the languages given. */
export const setPackTranslations = (body: SetPackTranslationsBody) =>
  officeRequest(packReplySchema, 'POST', 'setPackTranslations', { body }).then((reply) => reply.pack);

/** `upload_pack_picture`: multipart, the picture re-encoded by the server. */
export function uploadPackPicture({ itemCode, picture }: { itemCode: string; picture: File }) {
  const formData = new FormData();
  formData.append('item_code', itemCode);
  formData.append(PACK_PICTURE_FIELD, picture);
  return officeRequest(packReplySchema, 'POST', 'uploadPackPicture', { formData }).then((reply) => reply.pack);
}

/** `list_schemes`: live, scheduled and ended. */
export const fetchSchemes = (signal?: AbortSignal) =>
  officeRequest(schemeListSchema, 'GET', 'listSchemes', { signal }).then((reply) => reply.schemes);

export const schemesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.officeSchemes(), queryFn: ({ signal }) => fetchSchemes(signal) });

export const useSchemes = () => useQuery(schemesQueryOptions());

/** `create_scheme`, or `update_scheme` of the scheme named. */
export const saveScheme = (body: CreateSchemeBody | UpdateSchemeBody) =>
  officeRequest(schemeReplySchema, 'POST', 'name' in body ? 'updateScheme' : 'createScheme', { body }).then(
    (reply) => reply.scheme,
  );

export const endScheme = (name: string) =>
  officeRequest(schemeReplySchema, 'POST', 'endScheme', { body: { name } }).then((reply) => reply.scheme);

/** `list_gst_rates`: the rate in effect and every rate. */
export const fetchGstRates = (signal?: AbortSignal) =>
  officeRequest(officeGstRatesSchema, 'GET', 'listGstRates', { signal });

export const gstRatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.officeGstRates(), queryFn: ({ signal }) => fetchGstRates(signal) });

export const useGstRates = () => useQuery(gstRatesQueryOptions());

export const addGstRate = (body: AddGstRateBody) => officeRequest(officeGstRatesSchema, 'POST', 'addGstRate', { body });

/** A write of the catalogue: what it changed (`stale`) is read again once it is over, done or refused. */
function useCatalogueWrite<Variables, Data>(mutationFn: (variables: Variables) => Promise<Data>, stale: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: stale }) });
}

export const useCreatePack = () => useCatalogueWrite(createPack, queryKeys.officePacks());
export const useUpdatePack = () => useCatalogueWrite(updatePack, queryKeys.officePacks());
export const useSetPackTranslations = () => useCatalogueWrite(setPackTranslations, queryKeys.officePacks());
export const useUploadPackPicture = () => useCatalogueWrite(uploadPackPicture, queryKeys.officePacks());
export const useSaveScheme = () => useCatalogueWrite(saveScheme, queryKeys.officeSchemes());
export const useEndScheme = () => useCatalogueWrite(endScheme, queryKeys.officeSchemes());
export const useAddGstRate = () => useCatalogueWrite(addGstRate, queryKeys.officeGstRates());
