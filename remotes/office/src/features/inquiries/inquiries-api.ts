import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InquiryExportQuery,
  type InquiryListQuery,
  type OfficeInquiryDetail,
  officeInquiryListSchema,
  officeInquiryReplySchema,
  type SetInquiryStatusBody,
} from '@site/contract';
import { ApiError, getRuntimeConfig } from '@site/state';
import { apiMethodPaths } from '@site/state/api';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';

/** `list_inquiries`: a keyset page of inquiries, newest first, under the filters, with the counts per status. */
export const fetchInquiries = (query: InquiryListQuery, signal?: AbortSignal) =>
  officeRequest(officeInquiryListSchema, 'GET', 'listInquiries', { params: query, signal });

export const inquiriesQueryOptions = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: [...officeKeys.inquiries, query],
    queryFn: ({ signal }) => fetchInquiries(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (query: InquiryListQuery) => useQuery(inquiriesQueryOptions(query));

/** `get_inquiry`: one inquiry with the notes of its status changes; null when there is no such inquiry. */
export async function fetchInquiry(name: string, signal?: AbortSignal): Promise<OfficeInquiryDetail | null> {
  try {
    return (await officeRequest(officeInquiryReplySchema, 'GET', 'getInquiry', { params: { name }, signal })).inquiry;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useInquiry = (name: string) =>
  useQuery({ queryKey: [...officeKeys.inquiry, name], queryFn: ({ signal }) => fetchInquiry(name, signal) });

/** `set_inquiry_status`: the inquiry after the change, with its new note. */
export const setInquiryStatus = (body: SetInquiryStatusBody) =>
  officeRequest(officeInquiryReplySchema, 'POST', 'setInquiryStatus', { body }).then((reply) => reply.inquiry);

/**
 * `export_inquiries` under the list's filters: a CSV file the browser downloads itself. A plain link (a
 * top-level GET of the API's own site) carries the staff session cookie; the reply is an attachment.
 */
export function inquiriesCsvUrl(query: InquiryExportQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const search = params.size > 0 ? `?${params}` : '';
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/${apiMethodPaths.exportInquiries}${search}`;
}
