import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { feedbackMessages, OTP_LENGTH, type OtpForm, otpFormSchema, securityTexts } from '@site/contract';
import { notify, OTP_RESEND_WINDOW_SECONDS, otpExpiry, saveLogin } from '@site/state';
import { loginAttemptFor } from '@site/state/api';
import { mergeGuestCartAtLogin } from '@site/state/cart';
import { LinkButton, Notice, Stack } from '@site/ui';
import { Field, Form, siteFormOptions, SubmitButton } from '@site/ui/form';
import { useSendOtp } from '../../../lib/send-otp';
import { useWaitText } from '../../../lib/wait';
import { useWords } from '../../../lib/words';
import { verifyOtp } from '../api/verify-otp';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { OtpBoxes, type OtpBoxesHandle } from './otp-boxes';

const GroupLabel = styled.p`
  font-weight: 600;
`;

const ResendRow = styled.p`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const OTP_FIELDS = ['code'] as const;
const EMPTY_CODE: OtpForm = { code: '' };

/** Digits of the code last sent to `mobile` from this tab: 4, or more while the number is under attack. */
export const codeLengthFor = (mobile: string) => loginAttemptFor(mobile)?.codeLength ?? OTP_LENGTH;

/** After a successful verify: the page an account page sent us from, else the profile (docs/product.md#otp-verification). */
export const DEFAULT_AFTER_LOGIN = '/user/profile';

interface Lock {
  until: number;
  message: string;
}

/**
 * OTP page (docs/product.md#otp-page-behaviour): enter the code, verify (success stores the login record and goes on), resend
 * after the countdown. When the server locks the number out, the page says so and stops verifying
 * and resending until the lock ends.
 */
export function OtpVerifyForm({ mobile, returnTo }: { mobile: string; returnTo: string | null }) {
  const navigate = useNavigate();
  const id = useId();
  const t = useWords();
  const wait = useWaitText();
  const sendOtp = useSendOtp();
  // Read again with every code sent: the number may have come under attack meanwhile.
  const [codeLength, setCodeLength] = useState(() => codeLengthFor(mobile));
  const form = useForm<OtpForm>({
    ...siteFormOptions,
    // raw: the code goes on as typed; the schema only checks it.
    resolver: zodResolver(otpFormSchema(codeLength), undefined, { raw: true }),
    defaultValues: EMPTY_CODE,
  });
  const [resending, setResending] = useState(false);
  const [lock, setLock] = useState<Lock | null>(null);
  const countdown = useResendCountdown();
  const boxes = useRef<OtpBoxesHandle>(null);

  useEffect(() => {
    boxes.current?.focus(0);
  }, []);

  useEffect(() => {
    if (!lock) return undefined;
    const timer = setTimeout(() => setLock(null), Math.max(0, lock.until - Date.now()));
    return () => clearTimeout(timer);
  }, [lock]);

  const pauseFor = (retryAfterSeconds: number, message: string) =>
    setLock({ until: Date.now() + retryAfterSeconds * 1000, message });
  const lockOut = (retryAfterSeconds: number) =>
    pauseFor(retryAfterSeconds, t('login.lockedOut', { wait: wait(retryAfterSeconds) }));

  const verify = async ({ code }: OtpForm) => {
    const outcome = await verifyOtp(mobile, code);
    switch (outcome.kind) {
      case 'verified':
        saveLogin(outcome.record);
        otpExpiry.clear();
        // At login the visitor's cart and the retailer's merge, before the page that asked for the login.
        await mergeGuestCartAtLogin();
        navigate(returnTo ?? DEFAULT_AFTER_LOGIN, { replace: true });
        return;
      case 'locked':
        lockOut(outcome.retryAfterSeconds);
        return;
      case 'throttled':
        pauseFor(outcome.retryAfterSeconds, t('otp.throttled', { wait: wait(outcome.retryAfterSeconds) }));
        return;
      case 'blocked':
        notify.error(securityTexts.accountBlocked);
        return;
      case 'rejected':
        notify.error(feedbackMessages.otpInvalid);
        boxes.current?.focus(0);
        return;
      case 'failed':
        // The Form gives focus back to Continue, to try again.
        notify.error(feedbackMessages.otpVerifyFailed);
    }
  };

  const resend = async () => {
    if (resending || lock) return;
    setResending(true);
    const outcome = await sendOtp(mobile, OTP_RESEND_WINDOW_SECONDS);
    flushSync(() => setResending(false));
    if (outcome.kind === 'sent') {
      countdown.restart();
      setCodeLength(codeLengthFor(mobile));
      form.reset(EMPTY_CODE);
      boxes.current?.focus(0);
    } else if (outcome.kind === 'locked') {
      lockOut(outcome.retryAfterSeconds);
    }
  };

  const labelId = `${id}-label`;
  const { secondsLeft, canResend } = countdown;
  return (
    <Form form={form} fieldOrder={OTP_FIELDS} onValid={verify} blocked={lock !== null} aria-label={t('otp.formName')}>
      <Stack>
        <GroupLabel id={labelId}>{t('otp.enterCode')}</GroupLabel>
        <Field<OtpForm> name="code">
          {(field) => <OtpBoxes ref={boxes} field={field} length={codeLength} labelledBy={labelId} />}
        </Field>
        {lock && (
          <Notice role="alert" id={`${id}-lock`}>
            {lock.message}
          </Notice>
        )}
        <ResendRow>
          {canResend ? (
            <LinkButton type="button" onClick={resend} disabled={resending || lock !== null}>
              {resending ? t('processing') : t('otp.resend')}
            </LinkButton>
          ) : (
            t('otp.resendIn', { seconds: secondsLeft })
          )}
        </ResendRow>
        <div>
          <SubmitButton
            label={t('continue')}
            busyLabel={t('processing')}
            disabled={lock !== null}
            aria-describedby={lock ? `${id}-lock` : undefined}
          />
        </div>
      </Stack>
    </Form>
  );
}
