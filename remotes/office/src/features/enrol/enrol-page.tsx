import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { completeEnrolmentSchema, type EnrolmentStarted, officeMessages } from '@site/contract';
import { PageQueryClient } from '@site/state/query';
import { Card, NarrowColumn, Notice, PageContainer, Stack } from '@site/ui';
import type { FieldSpec } from '@site/ui/form';
import { refusalText } from '../../lib/office-error';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { useCompleteEnrolment, useEnrolment } from './api/enrol-api';

const QrFrame = styled.div`
  justify-self: start;
  padding: 0.75rem;
  /* A QR code reads only dark on light, in either theme. */
  background: #fff;
  line-height: 0;
`;

const Secret = styled.code`
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem 1rem;
  padding-left: 1.5rem;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 1.05rem;
`;

const enrolmentFormSchema = completeEnrolmentSchema.omit({ token: true });
type EnrolmentForm = { password: string; code: string };
/** The form's text fields, in screen order. */
const CONTROLS = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', required: true },
  {
    name: 'code',
    label: 'Code from your authenticator app',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    required: true,
  },
] as const satisfies readonly FieldSpec<EnrolmentForm>[];

/**
 * /office/enrol/<token>: the one-time link an admin (or the first-admin command) gave. The staff member
 * adds the account to an authenticator app (QR code or the secret typed in), chooses a password and
 * proves the app works with its code; the recovery codes are then shown, once.
 */
export default function EnrolPage() {
  return (
    <PageQueryClient>
      <PageContainer>
        <NarrowColumn>
          <h1>Set Up Your Office Account</h1>
          <Enrolment />
        </NarrowColumn>
      </PageContainer>
    </PageQueryClient>
  );
}

function Enrolment() {
  const { token = '' } = useParams();
  const started = useEnrolment(token);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  if (started.isError) return <Notice role="alert">{refusalText(started.error)}</Notice>;
  if (started.data === undefined) return <p role="status">Reading your enrolment link…</p>;
  if (started.data === null) return <Notice role="alert">{officeMessages.enrolmentInvalid}</Notice>;
  return <EnrolmentForm token={token} enrolment={started.data} onEnrolled={setRecoveryCodes} />;
}

function EnrolmentForm({
  token,
  enrolment,
  onEnrolled,
}: {
  token: string;
  enrolment: EnrolmentStarted;
  onEnrolled: (codes: readonly string[]) => void;
}) {
  const form = useOfficeForm<EnrolmentForm>(zodResolver(enrolmentFormSchema), { password: '', code: '' });
  const completeEnrolment = useCompleteEnrolment();
  const complete = (values: EnrolmentForm) =>
    fieldRefusals(
      completeEnrolment.mutateAsync(
        { token, ...values },
        {
          onSuccess: (done) => onEnrolled(done.recovery_codes),
          // A refused code has to be typed afresh.
          onError: () => form.resetField('code'),
        },
      ),
    );

  return (
    <Card>
      <Stack>
        <p>
          For <strong>{enrolment.email}</strong> ({enrolment.role}). Scan this code with an authenticator app (any app
          for time-based codes), or type the key below into it.
        </p>
        <QrFrame>
          <QRCodeSVG
            value={enrolment.otpauth_uri}
            size={192}
            marginSize={2}
            title="QR code for your authenticator app"
          />
        </QrFrame>
        <p>
          Key: <Secret data-testid="totp-secret">{enrolment.secret}</Secret>
        </p>
        <OfficeForm
          form={form}
          label="Set up your office account"
          controls={CONTROLS}
          onValid={complete}
          write={completeEnrolment}
          submitLabel="Finish setting up"
          movesOn
        />
      </Stack>
    </Card>
  );
}

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <Card>
      <h2>Your recovery codes</h2>
      <p role="status">
        Your account is ready. Keep these codes somewhere safe: each one signs you in once if you lose your
        authenticator app. They are shown only now.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Link to="/office/orders">I have kept them: go to the office</Link>
    </Card>
  );
}
