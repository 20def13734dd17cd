import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_PAGE_DEFAULT, type AuditEntry, auditPageSchema } from '@site/contract';
import { type Column, DataTable } from '../../lib/data-table';
import { formatMoment } from '../../lib/format';
import { ButtonRow } from '../../lib/layout';
import { Loaded } from '../../lib/loaded';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { useOfficeList } from '../../lib/office-queries';
import { SecondaryButton } from '../../lib/secondary-button';

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
  const before = search.get('before') ?? undefined;
  const page = useOfficeList(officeKeys.audit, auditPageSchema, 'getAuditLog', {
    before,
    page_length: AUDIT_PAGE_DEFAULT,
  });
  return (
    <Loaded query={page} loading="Loading the audit log…">
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
            {before && <SecondaryButton onClick={() => setSearch({})}>Newest</SecondaryButton>}
            {nextBefore && <SecondaryButton onClick={() => setSearch({ before: nextBefore })}>Older</SecondaryButton>}
          </ButtonRow>
        </>
      )}
    </Loaded>
  );
}
