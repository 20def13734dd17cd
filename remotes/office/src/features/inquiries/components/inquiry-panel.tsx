import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  type InquiryStatus,
  MAX_NOTE_LENGTH,
  type OfficeInquiryDetail,
  officeOperationsTexts,
  type SetInquiryStatusBody,
} from '@site/contract';
import { Button, ButtonRow, Notice, Stack, TermList } from '@site/ui';
import { Select } from '@site/ui/form';
import { formatMoment } from '../../../lib/format';
import { Panel } from '../../../lib/layout';
import { OutcomeLines, saidBy } from '../../../lib/mutation-outcome';
import { OfficeLoaded } from '../../../lib/loaded';
import { fieldRefusal, TextAreaField } from '../../../lib/reason-field';
import { useInquiry, useSetInquiryStatus } from '../api/inquiries-api';

type NextStatus = SetInquiryStatusBody['status'];

/** Opened between the list's actions and the list itself: apart from both. */
const OpenedPanel = styled(Panel)`
  margin: 1rem 0;
`;

/** What the form said, by the field names the ERP gave them. */
const FIELD_LABELS: readonly [keyof OfficeInquiryDetail, string][] = [
  ['fullname', 'Name'],
  ['company', 'Company'],
  ['business_name', 'Business'],
  ['phone', 'Phone'],
  ['email', 'E-mail'],
  ['current_business_type', 'Business type'],
  ['how_long_have_you_been_oprating_your_business', 'In business for'],
  ['do_you_currently_have_your_own_vehicle_for_distribution', 'Own vehicle'],
  ['preferred_area_of_distribution', 'Area'],
  ['business_address', 'Address'],
  ['comment', 'Message'],
];

/** One inquiry opened from the list: what was sent, the notes so far, and its next status with a note. */
export function InquiryPanel({ name, closeTo }: { name: string; closeTo: string }) {
  const inquiry = useInquiry(name);
  const headingId = useId();
  return (
    <OpenedPanel as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId}>Inquiry {inquiry.data?.fullname ? `from ${inquiry.data.fullname}` : name}</h2>
        <OfficeLoaded query={inquiry} loading="Loading the inquiry…">
          {(found) =>
            found ? (
              <InquiryDetail inquiry={found} />
            ) : (
              <Notice role="alert">{officeOperationsTexts.inquiryNotFound}</Notice>
            )
          }
        </OfficeLoaded>
        <Link to={closeTo}>Close</Link>
      </Stack>
    </OpenedPanel>
  );
}

function InquiryDetail({ inquiry }: { inquiry: OfficeInquiryDetail }) {
  return (
    <>
      <TermList>
        <dt>Received</dt>
        <dd>{formatMoment(inquiry.creation)}</dd>
        <dt>Status</dt>
        <dd>{inquiry.status}</dd>
        {FIELD_LABELS.filter(([field]) => inquiry[field]).map(([field, label]) => (
          <Term key={field} label={label} value={String(inquiry[field])} />
        ))}
      </TermList>
      {inquiry.notes.length > 0 && (
        <>
          <h3>Notes</h3>
          <ol>
            {inquiry.notes.map((note, index) => (
              <li key={index}>
                <strong>{note.status}</strong> <time dateTime={note.at}>{formatMoment(note.at)}</time> by{' '}
                {note.staff_email}
                {note.note && `: ${note.note}`}
              </li>
            ))}
          </ol>
        </>
      )}
      <StatusForm inquiry={inquiry} />
    </>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function StatusForm({ inquiry }: { inquiry: OfficeInquiryDetail }) {
  const statusId = useId();
  const next = inquiry.next_statuses.filter((status): status is NextStatus => status !== 'New');
  const [status, setStatus] = useState<NextStatus | ''>(next[0] ?? '');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const setInquiryStatus = useSetInquiryStatus(inquiry.name);
  const said = saidBy(setInquiryStatus, (updated) => `Marked ${updated.status}.`, {
    shownElsewhere: (error) => fieldRefusal(error, 'note') !== undefined,
  });
  if (next.length === 0) return null;

  const save = () => {
    if (!status) return;
    setInquiryStatus.mutate(
      { name: inquiry.name, status, note },
      {
        onSuccess: (updated) => {
          setNote('');
          setStatus(updated.next_statuses.find((option): option is NextStatus => option !== 'New') ?? '');
        },
        onError: (error) => setNoteError(fieldRefusal(error, 'note') ?? null),
      },
    );
  };

  return (
    <form
      aria-label="Change the inquiry's status"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack>
        <div>
          <label htmlFor={statusId}>New status</label>
          <Select
            id={statusId}
            $invalid={false}
            value={status}
            onChange={(event) => setStatus(next.find((option) => option === event.target.value) ?? '')}
          >
            {next.map((option: InquiryStatus) => (
              <option key={option}>{option}</option>
            ))}
          </Select>
        </div>
        <TextAreaField
          label="Note"
          value={note}
          error={noteError}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(value) => {
            setNote(value);
            setNoteError(null);
          }}
        />
        <ButtonRow>
          <Button type="submit" $size="sm" disabled={setInquiryStatus.isPending}>
            Save status
          </Button>
        </ButtonRow>
        <OutcomeLines said={[said]} />
      </Stack>
    </form>
  );
}
