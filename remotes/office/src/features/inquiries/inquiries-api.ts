import {
  type InquiryExportQuery,
  type InquiryListQuery,
  officeInquiryListSchema,
  officeInquiryReplySchema,
  type SetInquiryStatusBody,
} from '@site/contract';
import { officeDownloadUrl, officeRequest } from '../../lib/api-client';
import { officeKeys } from '../../lib/office-keys';
import { useOfficeList, useOfficeRecord } from '../../lib/office-queries';

/** `list_inquiries`: a keyset page of inquiries, newest first, under the filters, with the counts per status. */
export const useInquiries = (query: InquiryListQuery) =>
  useOfficeList(officeKeys.inquiries, officeInquiryListSchema, 'listInquiries', query);

/** `get_inquiry`: one inquiry with the notes of its status changes; null when there is no such inquiry. */
export const useInquiry = (name: string) =>
  useOfficeRecord(officeKeys.inquiry(name), officeInquiryReplySchema, 'getInquiry', (reply) => reply.inquiry);

/** `set_inquiry_status`: the inquiry after the change, with its new note. */
export const setInquiryStatus = (body: SetInquiryStatusBody) =>
  officeRequest(officeInquiryReplySchema, 'POST', 'setInquiryStatus', { body }).then((reply) => reply.inquiry);

/** `export_inquiries` under the list's filters: a CSV file, downloaded from a plain link. */
export const inquiriesCsvUrl = (query: InquiryExportQuery) =>
  officeDownloadUrl(
    'exportInquiries',
    Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  );
