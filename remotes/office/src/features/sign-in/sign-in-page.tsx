import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation } from 'react-router-dom';
import { type SignInForm, signInSchema } from '@site/contract';
import { ApiError } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { Card, NarrowColumn, PageContainer } from '@site/ui';
import type { FieldSpec } from '@site/ui/form';
import { OfficeError, refusalText } from '../../lib/office-error';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { officeReturnPath } from '../../lib/office-return';
import { useStaffSession } from '../../lib/staff-session';
import { useSignIn } from './api/sign-in-api';

/** The form's text fields, in screen order. */
const CONTROLS = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'username', required: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', required: true },
  {
    name: 'code',
    label: 'Authenticator code or recovery code',
    autoComplete: 'one-time-code',
    maxLength: 32,
    required: true,
  },
] as const satisfies readonly FieldSpec<SignInForm>[];

/** /office: a staff member signs in with e-mail, password and the authenticator's code (or a recovery code). */
export default function SignInPage() {
  return (
    <PageQueryClient>
      <PageContainer>
        <NarrowColumn>
          <h1>Office Sign In</h1>
          <SignInOrOn />
        </NarrowColumn>
      </PageContainer>
    </PageQueryClient>
  );
}

function SignInOrOn() {
  const { state } = useLocation();
  const session = useStaffSession();
  if (session.isError) return <OfficeError error={session.error} />;
  if (session.data === undefined) return <p role="status">Checking your office session…</p>;
  // Already signed in: straight on to where they were going.
  if (session.data) return <Navigate to={officeReturnPath(state)} replace />;
  return (
    <Card>
      <SignInFormCard />
    </Card>
  );
}

function SignInFormCard() {
  const form = useOfficeForm<SignInForm>(zodResolver(signInSchema), { email: '', password: '', code: '' });
  // Once signed in, the page goes on to where the staff member was going.
  const signIn = useSignIn();
  const submit = (values: SignInForm) =>
    // A wrong code or password: the code has to be typed afresh either way.
    fieldRefusals(signIn.mutateAsync(values, { onError: () => form.resetField('code') }));

  return (
    <OfficeForm
      form={form}
      label="Office sign in"
      controls={CONTROLS}
      onValid={submit}
      write={signIn}
      // A refused sign-in is the server's own sentence (wrong credentials, throttled), never "session ended".
      refusals={{ refusal: (error) => (error instanceof ApiError ? error.text : refusalText(error)) }}
      submitLabel="Sign in"
      movesOn
    />
  );
}
