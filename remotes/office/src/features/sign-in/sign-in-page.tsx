import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { type SignInForm, signInSchema, staffSessionReplySchema } from '@site/contract';
import { ApiError } from '@site/state';
import { officeRequest } from '../../lib/api-client';
import { PageQueryClient } from '@site/state/query';
import { Card, Notice, PageContainer } from '@site/ui';
import { Field, Form, siteFormOptions, TextField } from '@site/ui/form';
import { OfficeError, refusalText } from '../../lib/office-error';
import { officeKeys } from '../../lib/office-keys';
import { officeReturnPath } from '../../lib/office-return';
import { NarrowColumn, Stack } from '../../lib/layout';
import { SubmitButton } from '../../lib/submit-button';
import { useStaffSession } from '../../lib/staff-session';

const FIELDS = ['email', 'password', 'code'] as const;

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    ...siteFormOptions,
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const signIn = async (values: SignInForm) => {
    setRefusal(null);
    try {
      const { staff } = await officeRequest(staffSessionReplySchema, 'POST', 'signIn', { body: values });
      // The page then goes on to where the staff member was going.
      queryClient.setQueryData(officeKeys.session, staff);
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'validation') return error.errors;
      // A refused sign-in is the server's own sentence (wrong credentials, throttled), never "session ended".
      setRefusal(error instanceof ApiError ? error.text : refusalText(error));
      // A wrong code or password: the code has to be typed afresh either way.
      form.setValue('code', '');
    }
  };

  return (
    <Form form={form} fieldOrder={FIELDS} onValid={signIn} aria-label="Office sign in">
      <Stack>
        <Field<SignInForm> name="email" onEdit={() => setRefusal(null)}>
          {(field) => <TextField field={field} label="E-mail" type="email" autoComplete="username" required />}
        </Field>
        <Field<SignInForm> name="password" onEdit={() => setRefusal(null)}>
          {(field) => (
            <TextField field={field} label="Password" type="password" autoComplete="current-password" required />
          )}
        </Field>
        <Field<SignInForm> name="code" onEdit={() => setRefusal(null)}>
          {(field) => (
            <TextField
              field={field}
              label="Authenticator code or recovery code"
              autoComplete="one-time-code"
              maxLength={32}
              required
            />
          )}
        </Field>
        <div role="alert">{refusal && <Notice>{refusal}</Notice>}</div>
        <div>
          <SubmitButton label="Sign in" />
        </div>
      </Stack>
    </Form>
  );
}
