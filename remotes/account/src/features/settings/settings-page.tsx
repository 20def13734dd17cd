import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_LANGUAGE,
  type DeletionCodeForm,
  deletionCodeFormSchema,
  type Language,
  LANGUAGE_CODES,
  LANGUAGES,
  type LoginRecord,
  type MyData,
} from '@site/contract';
import { endSession, getLogin, notify, saveLogin } from '@site/state';
import { queryKeys } from '@site/state/query';
import { Button, Card, Notice, TwoColumnGrid } from '@site/ui';
import { Field, Form, FormActions, siteFormOptions, TextField, useFormStatus } from '@site/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { LoggedInPage } from '../../lib/logged-in-page';
import { CODE_INPUT, digitsOnly } from '../../lib/code-box';
import { useWords } from '../../lib/words';
import { useSaveSmsLanguage } from './api/language-api';
import {
  type LocationConsent,
  useDeleteAccount,
  useDownloadMyData,
  usePrivacySettings,
  useRequestDeletionCode,
  useSaveLocationConsent,
} from './api/privacy-api';

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1rem;
`;

/** A right's heading, its text, its notices and its button one under another, apart; the button its own width. */
const SectionCard = styled(Card)`
  display: grid;
  gap: 0.75rem;

  & > button {
    justify-self: start;
  }
`;

/** The name the downloaded file gets: the day it was made, so two downloads do not overwrite each other's name. */
const Languages = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    cursor: pointer;
  }
`;

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
  const t = useWords();
  return (
    <LoggedInPage title={t('settings.title')} returnTo="/settings">
      {(login) => (
        <Sections>
          <YourData />
          <SmsLanguage login={login} />
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
    <SectionCard as="section" $padding="sm" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionCard>
  );
}

function YourData() {
  const t = useWords();
  const downloading = useDownloadMyData();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    const data = await downloading.mutateAsync();
    setBusy(false);
    if (data) saveAsFile(data);
    else setFailed(true);
  }
  return (
    <Section title={t('settings.dataHeading')}>
      <p>{t('settings.dataText')}</p>
      {failed && <Notice role="alert">{t('settings.downloadFailed')}</Notice>}
      <Button type="button" $size="sm" disabled={busy} onClick={() => void download()}>
        {t('settings.download')}
      </Button>
    </Section>
  );
}

/** The language of the retailer's SMS (codes, order updates), kept on their record; each named in itself. */
function SmsLanguage({ login }: { login: LoginRecord }) {
  const t = useWords();
  const queryClient = useQueryClient();
  const saving = useSaveSmsLanguage();
  const textId = useId();
  const [failed, setFailed] = useState(false);
  const current = login.language ?? DEFAULT_LANGUAGE;
  async function choose(language: Language) {
    setFailed(false);
    const saved = await saving.mutateAsync(language);
    if (!saved) return setFailed(true);
    queryClient.setQueryData(queryKeys.customerDetail(saved.customer_id), saved);
    // The stored login keeps its token and takes the record's new language.
    saveLogin({ ...(getLogin() ?? login), ...saved });
  }
  return (
    <Section title={t('settings.smsLanguageHeading')}>
      <p id={textId}>{t('settings.smsLanguageText')}</p>
      <Languages aria-label={t('settings.smsLanguageHeading')} aria-describedby={textId} disabled={saving.isPending}>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} lang={code}>
            <input
              type="radio"
              name="sms-language"
              value={code}
              checked={current === code}
              onChange={() => void choose(code)}
            />
            {LANGUAGES[code]}
          </label>
        ))}
      </Languages>
      {failed && <Notice role="alert">{t('settings.smsLanguageFailed')}</Notice>}
    </Section>
  );
}

function Location({ customerId }: { customerId: string }) {
  const t = useWords();
  const queryClient = useQueryClient();
  const { data: consent, isError } = usePrivacySettings(customerId);
  const saving = useSaveLocationConsent();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function choose(granted: boolean) {
    setBusy(true);
    setFailed(false);
    const saved = await saving.mutateAsync(granted);
    setBusy(false);
    if (saved) queryClient.setQueryData<LocationConsent>(queryKeys.privacySettings(customerId), saved);
    else setFailed(true);
  }
  return (
    <Section title={t('settings.locationHeading')}>
      {isError && <Notice role="alert">{t('settings.loadFailed')}</Notice>}
      {consent && (
        <>
          <p role="status">{consent.granted ? t('settings.locationGranted') : t('settings.locationWithdrawn')}</p>
          {failed && <Notice role="alert">{t('settings.consentFailed')}</Notice>}
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            disabled={busy}
            onClick={() => void choose(!consent.granted)}
          >
            {consent.granted ? t('settings.withdrawLocation') : t('settings.grantLocation')}
          </Button>
        </>
      )}
    </Section>
  );
}

function DeleteAccount({ mobile }: { mobile: string }) {
  const t = useWords();
  const id = useId();
  const navigate = useNavigate();
  const sending = useRequestDeletionCode();
  const deleting = useDeleteAccount();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeletionCodeForm>({
    ...siteFormOptions,
    resolver: zodResolver(deletionCodeFormSchema),
    defaultValues: { otp: '' },
  });

  async function sendCode() {
    setRefusal(null);
    const outcome = await sending.mutateAsync();
    if ('refused' in outcome) setRefusal(outcome.refused || t('settings.deletionFailed'));
    else setSent(true);
  }

  const confirm = async ({ otp }: DeletionCodeForm) => {
    const outcome = await deleting.mutateAsync(otp);
    if (outcome !== true) return { otp: outcome.refused || t('settings.deletionFailed') };
    // Home first, rendered at once: an account page that sees the login go is sent to /login by the host's guard.
    await navigate('/', { replace: true, flushSync: true });
    // The server ended every session; nothing of the login stays here either.
    endSession();
    notify.success(t('settings.deleted'));
    return undefined;
  };

  return (
    <Section title={t('settings.deleteHeading')}>
      <p>{t('settings.deleteText')}</p>
      {refusal && <Notice role="alert">{refusal}</Notice>}
      {sent ? (
        <Form form={form} fieldOrder={['otp']} onValid={confirm} aria-labelledby={`${id}-sent`}>
          <p id={`${id}-sent`}>{t('settings.codeSent', { mobile })}</p>
          <TwoColumnGrid $from="sm">
            <Field<DeletionCodeForm> name="otp">
              {(field) => (
                <TextField field={digitsOnly(field)} label={t('settings.codeLabel')} required {...CODE_INPUT} />
              )}
            </Field>
          </TwoColumnGrid>
          <FormActions>
            <ConfirmDeletionButton />
            <Button type="button" $variant="outline" $size="sm" onClick={() => setSent(false)}>
              {t('settings.cancel')}
            </Button>
          </FormActions>
        </Form>
      ) : (
        <Button type="button" $variant="outline" $size="sm" onClick={() => void sendCode()}>
          {t('settings.sendDeletionCode')}
        </Button>
      )}
    </Section>
  );
}

/** Confirm deletion, disabled while the code is on its way. */
function ConfirmDeletionButton() {
  const t = useWords();
  const { sending } = useFormStatus();
  return (
    <Button type="submit" $variant="primary" $size="sm" disabled={sending}>
      {t('settings.confirmDeletion')}
    </Button>
  );
}
