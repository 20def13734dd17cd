import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type DeletionCodeForm, deletionCodeFormSchema, type MyData, privacyTexts as t } from '@site/contract';
import { notify } from '@site/state';
import { endSession } from '@site/state/api';
import { queryKeys } from '@site/state/query';
import { Button, Card, Notice } from '@site/ui';
import { ErrorText } from '@site/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { LoggedInPage } from '../../lib/logged-in-page';
import { CodeInput, CodeRow } from '../../lib/code-box';
import {
  deleteAccount,
  fetchMyData,
  type LocationConsent,
  requestDeletionCode,
  saveLocationConsent,
  usePrivacySettings,
} from './api/privacy-api';

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1rem;
`;

/** The name the downloaded file gets: the day it was made, so two downloads do not overwrite each other's name. */
const downloadName = (data: MyData) => `suvasa-my-data-${data.exported_at.slice(0, 10)}.json`;

/** Hands the browser a JSON document as a file download. */
function saveAsFile(data: MyData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(data);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * docs/product.md#settings (/settings, the account panel's Settings): the rights of the app privacy policy:
 * download my data, location consent, delete my account. The host sends visitors without a login to /login.
 */
export default function SettingsPage() {
  return (
    <LoggedInPage title={t.title} returnTo="/settings">
      {(login) => (
        <Sections>
          <YourData />
          <Location customerId={login.customer_id} />
          <DeleteAccount mobile={login.mobile} />
        </Sections>
      )}
    </LoggedInPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" $padding="sm" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

function YourData() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    const data = await fetchMyData();
    setBusy(false);
    if (data) saveAsFile(data);
    else setFailed(true);
  }
  return (
    <Section title={t.dataHeading}>
      <p>{t.dataText}</p>
      {failed && <Notice role="alert">{t.downloadFailed}</Notice>}
      <Button type="button" $size="sm" disabled={busy} onClick={() => void download()}>
        {t.download}
      </Button>
    </Section>
  );
}

function Location({ customerId }: { customerId: string }) {
  const queryClient = useQueryClient();
  const { data: consent, isError } = usePrivacySettings(customerId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function choose(granted: boolean) {
    setBusy(true);
    setFailed(false);
    const saved = await saveLocationConsent(granted);
    setBusy(false);
    if (saved) queryClient.setQueryData<LocationConsent>(queryKeys.privacySettings(customerId), saved);
    else setFailed(true);
  }
  return (
    <Section title={t.locationHeading}>
      {isError && <Notice role="alert">{t.loadFailed}</Notice>}
      {consent && (
        <>
          <p role="status">{consent.granted ? t.locationGranted : t.locationWithdrawn}</p>
          {failed && <Notice role="alert">{t.consentFailed}</Notice>}
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            disabled={busy}
            onClick={() => void choose(!consent.granted)}
          >
            {consent.granted ? t.withdrawLocation : t.grantLocation}
          </Button>
        </>
      )}
    </Section>
  );
}

function DeleteAccount({ mobile }: { mobile: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeletionCodeForm>({
    mode: 'onSubmit',
    resolver: zodResolver(deletionCodeFormSchema),
    defaultValues: { otp: '' },
  });
  const { isSubmitting, errors } = form.formState;

  async function sendCode() {
    setRefusal(null);
    const outcome = await requestDeletionCode();
    if ('refused' in outcome) setRefusal(outcome.refused || t.deletionFailed);
    else setSent(true);
  }

  const confirm = form.handleSubmit(async ({ otp }) => {
    const outcome = await deleteAccount(otp);
    if (outcome !== true) {
      form.setError('otp', { type: 'server', message: outcome.refused || t.deletionFailed }, { shouldFocus: true });
      return;
    }
    // The server ended every session; nothing of the login stays here either.
    endSession();
    notify.success(t.deleted);
    void navigate('/', { replace: true });
  });

  const error = errors.otp?.message;
  return (
    <Section title={t.deleteHeading}>
      <p>{t.deleteText}</p>
      {refusal && <Notice role="alert">{refusal}</Notice>}
      {sent ? (
        <form onSubmit={(event) => void confirm(event)} noValidate aria-labelledby={`${id}-sent`}>
          <p id={`${id}-sent`}>{t.codeSent(mobile)}</p>
          <CodeRow>
            <label htmlFor={`${id}-code`}>{t.codeLabel}</label>
            <CodeInput
              id={`${id}-code`}
              {...form.register('otp', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit" $variant="primary" $size="sm" disabled={isSubmitting}>
              {t.confirmDeletion}
            </Button>
            <Button type="button" $variant="outline" $size="sm" onClick={() => setSent(false)}>
              {t.cancel}
            </Button>
          </CodeRow>
          {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
        </form>
      ) : (
        <Button type="button" $variant="outline" $size="sm" onClick={() => void sendCode()}>
          {t.sendDeletionCode}
        </Button>
      )}
    </Section>
  );
}
