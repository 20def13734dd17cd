import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type auditLogQuerySchema, auditPageSchema } from '@site/contract';
import { queryKeys } from '@site/state/query';
import type { z } from 'zod';
import { officeRequest } from '../../../lib/api-client';

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `get_audit_log`: a page of entries, newest first, before the entry named. */
export const fetchAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  officeRequest(auditPageSchema, 'GET', 'getAuditLog', { params: query, signal });

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: queryKeys.officeAuditLog(query),
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
