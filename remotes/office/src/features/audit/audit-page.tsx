import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_PAGE_DEFAULT, auditPageSchema } from '@site/contract';
import { officeRequest } from '../../lib/api-client';
import { Button } from '@site/ui';
import { formatMoment } from '../../lib/format';
import { ButtonRow, TableScroll } from '../../lib/layout';
import { OfficeError } from '../../lib/office-error';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';

const Values = styled.pre`
  max-width: 22rem;
  margin: 0;
  font-size: 0.8rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** `get_audit_log`: a page of entries, newest first, older than `before` when given. */
const fetchAuditPage = (before: string | undefined, signal?: AbortSignal) =>
  officeRequest(auditPageSchema, 'GET', 'getAuditLog', { params: { before, page_length: AUDIT_PAGE_DEFAULT }, signal });

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /office/audit (admin): every staff action, who and when, with the values before and after. */
export default function AuditPage() {
  return (
    <OfficePage title="Audit Log" needs="admin">
      {() => <AuditLog />}
    </OfficePage>
  );
}

function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const before = search.get('before') ?? undefined;
  const page = useQuery({
    queryKey: [...officeKeys.audit, before ?? ''],
    queryFn: ({ signal }) => fetchAuditPage(before, signal),
    placeholderData: keepPreviousData,
  });
  if (page.isError) return <OfficeError error={page.error} />;
  if (!page.data) return <p role="status">Loading the audit log…</p>;
  const { entries, next_before: nextBefore } = page.data;
  return (
    <>
      {entries.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <TableScroll>
          <table aria-label="Audit log entries, newest first">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatMoment(entry.at)}</td>
                  <td>{entry.staff_email ?? 'server command'}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.entity} {entry.entity_id}
                  </td>
                  <td>
                    <Values>{shown(entry.before)}</Values>
                  </td>
                  <td>
                    <Values>{shown(entry.after)}</Values>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ButtonRow as="nav" aria-label="Pages of the audit log">
        {before && (
          <Button type="button" $variant="outline" $size="sm" onClick={() => setSearch({})}>
            Newest
          </Button>
        )}
        {nextBefore && (
          <Button type="button" $variant="outline" $size="sm" onClick={() => setSearch({ before: nextBefore })}>
            Older
          </Button>
        )}
      </ButtonRow>
    </>
  );
}
