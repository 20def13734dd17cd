import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { feedbackMessages, OTP_LENGTH, otpCodeSchema } from '@site/contract';
import { notify, OTP_RESEND_WINDOW_SECONDS, otpExpiry, saveLogin } from '@site/state';
import { loginAttemptFor } from '@site/state/api';
import { Button, LinkButton, Notice } from '../../../components/formStyles';
import { authNotices, PROCESSING_LABEL } from '../../../lib/notices';
import { sendOtp } from '../../../lib/sendOtp';
import { verifyOtp } from '../api/verifyOtp';
import { useResendCountdown } from '../hooks/useResendCountdown';
import { OtpBoxes, type OtpBoxesHandle } from './OtpBoxes';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const GroupLabel = styled.p`
  font-weight: 600;
`;

const ResendRow = styled.p`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const emptyCode = (length = OTP_LENGTH) => Array.from({ length }, () => '');

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
  const [digits, setDigits] = useState(() => emptyCode(codeLengthFor(mobile)));
  const [error, setError] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [lock, setLock] = useState<Lock | null>(null);
  const countdown = useResendCountdown();
  const inFlight = useRef(false);
  const boxes = useRef<OtpBoxesHandle>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    boxes.current?.focus(0);
  }, []);

  useEffect(() => {
    if (!lock) return undefined;
    const timer = setTimeout(() => setLock(null), Math.max(0, lock.until - Date.now()));
    return () => clearTimeout(timer);
  }, [lock]);

  const pauseFor = (retryAfterSeconds: number, message: string) => setLock({ until: Date.now() + retryAfterSeconds * 1000, message });
  const lockOut = (retryAfterSeconds: number) => pauseFor(retryAfterSeconds, authNotices.lockedOut(retryAfterSeconds));

  const changeDigits = (next: string[]) => {
    setDigits(next);
    setError(undefined);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || lock) return;
    const code = digits.join('');
    const checked = otpCodeSchema(digits.length).safeParse(code);
    if (!checked.success) {
      flushSync(() => setError(checked.error.issues[0]!.message));
      boxes.current?.focus();
      return;
    }

    inFlight.current = true;
    setVerifying(true);
    const outcome = await verifyOtp(mobile, code);
    inFlight.current = false;
    flushSync(() => setVerifying(false));

    switch (outcome.kind) {
      case 'verified':
        saveLogin(outcome.record);
        otpExpiry.clear();
        navigate(returnTo ?? DEFAULT_AFTER_LOGIN, { replace: true });
        return;
      case 'locked':
        lockOut(outcome.retryAfterSeconds);
        return;
      case 'throttled':
        pauseFor(outcome.retryAfterSeconds, authNotices.verifyThrottled(outcome.retryAfterSeconds));
        return;
      case 'rejected':
        notify.error(feedbackMessages.otpInvalid);
        boxes.current?.focus(0);
        return;
      case 'failed':
        notify.error(feedbackMessages.otpVerifyFailed);
        continueButton.current?.focus();
    }
  };

  const resend = async () => {
    if (resending || lock) return;
    setResending(true);
    const outcome = await sendOtp(mobile, OTP_RESEND_WINDOW_SECONDS);
    flushSync(() => setResending(false));
    if (outcome.kind === 'sent') {
      countdown.restart();
      changeDigits(emptyCode(codeLengthFor(mobile)));
      boxes.current?.focus(0);
    } else if (outcome.kind === 'locked') {
      lockOut(outcome.retryAfterSeconds);
    }
  };

  const labelId = `${id}-label`;
  const { secondsLeft, canResend } = countdown;
  return (
    <Form noValidate aria-label="Verify OTP" onSubmit={handleSubmit}>
      <GroupLabel id={labelId}>Enter OTP</GroupLabel>
      <OtpBoxes ref={boxes} digits={digits} onChange={changeDigits} labelledBy={labelId} error={error} errorId={`${id}-error`} />
      {lock && (
        <Notice role="alert" id={`${id}-lock`}>
          {lock.message}
        </Notice>
      )}
      <ResendRow>
        {canResend ? (
          <LinkButton type="button" onClick={resend} disabled={resending || lock !== null}>
            {resending ? PROCESSING_LABEL : 'Resend OTP'}
          </LinkButton>
        ) : (
          authNotices.resendIn(secondsLeft)
        )}
      </ResendRow>
      <div>
        <Button
          type="submit"
          ref={continueButton}
          disabled={verifying || lock !== null}
          aria-describedby={lock ? `${id}-lock` : undefined}
        >
          {verifying ? PROCESSING_LABEL : 'Continue'}
        </Button>
      </div>
    </Form>
  );
}
