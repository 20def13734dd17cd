import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InquiryExportQuery,
  type inquiryListQuerySchema,
  type OfficeInquiryDetail,
  officeInquiryListSchema,
  officeInquiryReplySchema,
  type SetInquiryStatusBody,
} from '@site/contract';
import { queryKeys } from '@site/state/query';
import type { z } from 'zod';
import { officeDownloadUrl, officeRequest } from '../../../lib/api-client';
import { keysetPageOptions, unlessMissing } from '../../../lib/office-reads';

export type InquiryListFilters = z.output<typeof inquiryListQuerySchema>;

/** `list_inquiries`: a keyset page of inquiries, newest first, under the filters, with the counts per status. */
export const fetchInquiries = (query: InquiryListFilters, signal?: AbortSignal) =>
  officeRequest(officeInquiryListSchema, 'GET', 'listInquiries', { params: query, signal });

export const inquiriesQueryOptions = (query: InquiryListFilters) =>
  keysetPageOptions(queryKeys.officeInquiries(query), (signal) => fetchInquiries(query, signal));

export const useInquiries = (query: InquiryListFilters) => useQuery(inquiriesQueryOptions(query));

/** `get_inquiry`: one inquiry with the notes of its status changes; null when there is no such inquiry. */
export const fetchInquiry = (name: string, signal?: AbortSignal): Promise<OfficeInquiryDetail | null> =>
  unlessMissing(
    officeRequest(officeInquiryReplySchema, 'GET', 'getInquiry', { params: { name }, signal }).then(
      (reply) => reply.inquiry,
    ),
  );

export const inquiryQueryOptions = (name: string) =>
  queryOptions({ queryKey: queryKeys.officeInquiry(name), queryFn: ({ signal }) => fetchInquiry(name, signal) });

export const useInquiry = (name: string) => useQuery(inquiryQueryOptions(name));

/** `set_inquiry_status`: the inquiry after the change, with its new note. */
export const setInquiryStatus = (body: SetInquiryStatusBody) =>
  officeRequest(officeInquiryReplySchema, 'POST', 'setInquiryStatus', { body }).then((reply) => reply.inquiry);

/**
 * Moves an inquiry on with a note: the panel shows it as the server returns it, or reads it again after a
 * refusal (a colleague moved it first); the lists are read again either way.
 */
export function useSetInquiryStatus(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInquiryStatus,
    onSuccess: (inquiry) => queryClient.setQueryData(queryKeys.officeInquiry(name), inquiry),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeInquiry(name) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.officeInquiries() }),
  });
}

/** `export_inquiries` under the list's filters (not its paging): a CSV file, downloaded from a plain link. */
export function inquiriesCsvUrl({ inquiry_type, status, from, to, search }: InquiryListFilters): string {
  const filters: InquiryExportQuery = { inquiry_type, status, from, to, search };
  return officeDownloadUrl(
    'exportInquiries',
    Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  );
}
