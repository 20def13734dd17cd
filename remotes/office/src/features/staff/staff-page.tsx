import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  type EnrolmentLink,
  type InviteStaffForm,
  inviteStaffSchema,
  type SignedInStaff,
  type StaffMember,
  STAFF_ROLES,
} from '@site/contract';
import { ButtonRow, Card, Stack } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import { Field, SelectField, TextField } from '@site/ui/form';
import { AskTwiceButton } from '../../lib/ask-twice-button';
import { formatMoment } from '../../lib/format';
import { Panel } from '../../lib/layout';
import { RefusalLine, saidBy } from '../../lib/mutation-outcome';
import { OfficeLoaded } from '../../lib/loaded';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { SecondaryButton } from '../../lib/secondary-button';
import { useDisableStaff, useInviteStaff, useResetSecondFactor, useStaff } from './api/staff-api';

const LinkText = styled.code`
  overflow-wrap: anywhere;
`;

const INVITE_FIELDS = ['email', 'role'] as const;

const MEMBER_COLUMNS: readonly Column<StaffMember>[] = [
  { heading: 'E-mail', cell: (member) => member.email },
  { heading: 'Role', cell: (member) => member.role },
  { heading: 'Status', cell: (member) => member.status },
  {
    heading: 'Last sign-in',
    cell: (member) => (member.last_sign_in_at ? formatMoment(member.last_sign_in_at) : 'Never'),
  },
];

/** /office/staff (admin): the staff accounts; invite a member, reset a second factor, disable an account. */
export default function StaffPage() {
  return (
    <OfficePage title="Staff Accounts" needs="admin">
      {(me) => <StaffAdmin me={me} />}
    </OfficePage>
  );
}

function StaffAdmin({ me }: { me: SignedInStaff }) {
  const staff = useStaff();
  // The link of the last invitation or reset: shown once to pass on, never stored.
  const [link, setLink] = useState<EnrolmentLink | null>(null);
  const resetSecondFactor = useResetSecondFactor();
  const disableStaff = useDisableStaff();

  const actions: Column<StaffMember> = {
    heading: 'Actions',
    cell: (member) =>
      member.id !== me.id &&
      member.status !== 'disabled' && (
        <ButtonRow>
          <SecondaryButton
            aria-label={`Reset second factor of ${member.email}`}
            onClick={() => resetSecondFactor.mutate(member.id, { onSuccess: setLink, onError: () => setLink(null) })}
          >
            Reset second factor
          </SecondaryButton>
          <AskTwiceButton
            label="Disable"
            name={`Disable ${member.email}`}
            confirmLabel="Yes, disable"
            confirmName={`Yes, disable ${member.email}: they can no longer sign in`}
            onConfirm={() => disableStaff.mutate(member.id, { onSettled: () => setLink(null) })}
          />
        </ButtonRow>
      ),
  };

  return (
    <Stack>
      <InviteCard onInvited={setLink} />
      <div role="status">{link && <EnrolmentLinkNotice link={link} />}</div>
      <RefusalLine said={[saidBy(resetSecondFactor), saidBy(disableStaff)]} />
      <OfficeLoaded query={staff} loading="Loading the staff accounts…">
        {(members) => (
          <DataTable
            label="Staff accounts"
            columns={[...MEMBER_COLUMNS, actions]}
            rows={members}
            rowKey={(member) => member.id}
          />
        )}
      </OfficeLoaded>
    </Stack>
  );
}

function EnrolmentLinkNotice({ link }: { link: EnrolmentLink }) {
  return (
    <Card $padding="sm">
      <p>
        Enrolment link for <strong>{link.staff.email}</strong> (valid once, until {formatMoment(link.expires_at)})
        {link.mailed ? ', also sent by e-mail' : ''}:
      </p>
      <p>
        <LinkText data-testid="enrolment-link">{link.enrolment_link}</LinkText>
      </p>
    </Card>
  );
}

function InviteCard({ onInvited }: { onInvited: (link: EnrolmentLink) => void }) {
  const form = useOfficeForm<InviteStaffForm>(zodResolver(inviteStaffSchema), { email: '', role: 'sales' });
  const inviteStaff = useInviteStaff();
  const invite = (values: InviteStaffForm) =>
    fieldRefusals(
      inviteStaff.mutateAsync(values, {
        onSuccess: (invited) => {
          onInvited(invited);
          form.reset();
        },
      }),
    );
  return (
    <Panel>
      <h2>Invite a staff member</h2>
      <OfficeForm
        form={form}
        label="Invite a staff member"
        fields={INVITE_FIELDS}
        onValid={invite}
        write={inviteStaff}
        submitLabel="Invite"
        movesOn
      >
        <Field<InviteStaffForm> name="email" onEdit={inviteStaff.reset}>
          {(field) => <TextField field={field} label="E-mail" type="email" autoComplete="off" required />}
        </Field>
        <Field<InviteStaffForm> name="role">
          {(field) => (
            <SelectField field={field} label="Role" options={STAFF_ROLES} placeholder="Choose a role" required />
          )}
        </Field>
      </OfficeForm>
    </Panel>
  );
}
