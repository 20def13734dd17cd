import {
  type InquiryExportQuery,
  type InquiryListQuery,
  officeInquiryListSchema,
  officeInquiryReplySchema,
  type SetInquiryStatusBody,
} from '@site/contract';
import { getRuntimeConfig } from '@site/state';
import { apiMethodPaths } from '@site/state/api';
import { officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';
import { useOfficeList, useOfficeRecord } from '../../lib/office-queries';

/** `list_inquiries`: a keyset page of inquiries, newest first, under the filters, with the counts per status. */
export const useInquiries = (query: InquiryListQuery) =>
  useOfficeList(officeKeys.inquiries, officeInquiryListSchema, 'listInquiries', query);

/** `get_inquiry`: one inquiry with the notes of its status changes; null when there is no such inquiry. */
export const useInquiry = (name: string) =>
  useOfficeRecord(officeKeys.inquiry, name, (signal) =>
    officeRequest(officeInquiryReplySchema, 'GET', 'getInquiry', { params: { name }, signal }).then(
      (reply) => reply.inquiry,
    ),
  );

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
