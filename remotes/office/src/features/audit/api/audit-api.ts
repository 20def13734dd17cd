import { useQuery } from '@tanstack/react-query';
import { type auditLogQuerySchema, auditPageSchema } from '@site/contract';
import { queryKeys } from '@site/state/query';
import type { z } from 'zod';
import { officeRequest } from '../../../lib/api-client';
import { keysetPageOptions } from '../../../lib/office-reads';

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `get_audit_log`: a page of entries, newest first, before the entry named. */
export const fetchAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  officeRequest(auditPageSchema, 'GET', 'getAuditLog', { params: query, signal });

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  keysetPageOptions(queryKeys.officeAuditLog(query), (signal) => fetchAuditLog(query, signal));

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
