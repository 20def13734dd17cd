import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type AuditEntry, auditLogQuerySchema } from '@site/contract';
import { ButtonRow, Notice } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import { OfficeLoaded } from '../../lib/loaded';
import { OfficePage } from '../../lib/office-page';
import { SecondaryButton } from '../../lib/secondary-button';
import { useAuditLog } from './api/audit-api';

const Values = styled.pre`
  max-width: 22rem;
  margin: 0;
  font-size: 0.8rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /office/audit (admin): every staff action, who and when, with the values before and after. */
export default function AuditPage() {
  return (
    <OfficePage title="Audit Log" needs="admin">
      {() => <AuditLog />}
    </OfficePage>
  );
}

const ENTRY_COLUMNS: readonly Column<AuditEntry>[] = [
  { heading: 'When', cell: (entry) => formatMoment(entry.at) },
  { heading: 'Who', cell: (entry) => entry.staff_email ?? 'server command' },
  { heading: 'Action', cell: (entry) => entry.action },
  { heading: 'What', cell: (entry) => `${entry.entity} ${entry.entity_id}` },
  { heading: 'Before', cell: (entry) => <Values>{shown(entry.before)}</Values> },
  { heading: 'After', cell: (entry) => <Values>{shown(entry.after)}</Values> },
];

function AuditLog() {
  const [search, setSearch] = useSearchParams();
  // The page is named in the address as the API names it; an address it refuses shows the newest page.
  const parsed = auditLogQuerySchema.safeParse({ before: search.get('before') || undefined });
  const query = parsed.success ? parsed.data : auditLogQuerySchema.parse({});
  const before = query.before;
  const page = useAuditLog(query);
  return (
    <>
      {!parsed.success && <Notice role="alert">{parsed.error.issues[0]?.message}</Notice>}
      <AuditEntries page={page} before={before} onPage={(next) => setSearch(next ? { before: next } : {})} />
    </>
  );
}

function AuditEntries({
  page,
  before,
  onPage,
}: {
  page: ReturnType<typeof useAuditLog>;
  before: string | undefined;
  onPage: (before: string | undefined) => void;
}) {
  return (
    <OfficeLoaded query={page} loading="Loading the audit log…">
      {({ entries, next_before: nextBefore }) => (
        <>
          <DataTable
            label="Audit log entries, newest first"
            columns={ENTRY_COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.id}
            empty={<p>Nothing recorded yet.</p>}
          />
          <ButtonRow as="nav" aria-label="Pages of the audit log">
            {before && <SecondaryButton onClick={() => onPage(undefined)}>Newest</SecondaryButton>}
            {nextBefore && <SecondaryButton onClick={() => onPage(nextBefore)}>Older</SecondaryButton>}
          </ButtonRow>
        </>
      )}
    </OfficeLoaded>
  );
}
