import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { type SignInForm, signInSchema } from '@site/contract';
import { ApiError } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { Card, PageContainer } from '@site/ui';
import type { FieldSpec } from '@site/ui/form';
import { OfficeError, refusalText } from '../../lib/office-error';
import { OfficeForm, useOfficeForm } from '../../lib/office-form';
import { officeKeys } from '../../lib/office-keys';
import { officeReturnPath } from '../../lib/office-return';
import { NarrowColumn } from '../../lib/layout';
import { useStaffSession } from '../../lib/staff-session';
import { signIn as signInWithProof } from './api/sign-in-api';

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
  const queryClient = useQueryClient();
  const signingIn = useOfficeForm<SignInForm>(
    zodResolver(signInSchema),
    { email: '', password: '', code: '' },
    {
      // A refused sign-in is the server's own sentence (wrong credentials, throttled), never "session ended".
      refusal: (error) => (error instanceof ApiError ? error.text : refusalText(error)),
      // A wrong code or password: the code has to be typed afresh either way.
      afresh: 'code',
    },
  );

  const signIn = (values: SignInForm) =>
    signingIn.write.submit(async () => {
      const staff = await signInWithProof(values);
      // The page then goes on to where the staff member was going.
      queryClient.setQueryData(officeKeys.session, staff);
    });

  return (
    <OfficeForm
      state={signingIn}
      label="Office sign in"
      controls={CONTROLS}
      onValid={signIn}
      submitLabel="Sign in"
      movesOn
    />
  );
}
