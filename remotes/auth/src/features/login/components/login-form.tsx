import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginFormSchema, securityTexts } from '@site/contract';
import { OTP_FIRST_WINDOW_SECONDS, useSharedText } from '@site/state';
import { Notice, Stack } from '@site/ui';
import { Field, Form, PhoneField, siteFormOptions, SubmitButton } from '@site/ui/form';
import { authState, mobileFromState } from '../../../lib/navigation';
import { type OtpSendOutcome, useSendOtp } from '../../../lib/send-otp';
import { useOtpRateLimitedText, useWaitText } from '../../../lib/wait';
import { useWords } from '../../../lib/words';

type Failure = Exclude<OtpSendOutcome, { kind: 'sent' }>;

interface LoginValues {
  mobile: string;
}

const LOGIN_FIELDS = ['mobile'] as const;

/**
 * Login (docs/product.md#login-flow): validate the mobile, request a code (the button reads Processing... meanwhile), then
 * go to /otp-verify with the mobile — and the page to return to, when an account page sent us here.
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const hintId = useId();
  const t = useWords();
  const sharedText = useSharedText();
  const wait = useWaitText();
  const rateLimited = useOtpRateLimitedText();
  const sendOtp = useSendOtp();
  const form = useForm<LoginValues>({
    ...siteFormOptions,
    // raw: the number goes on as typed; the schema only checks it.
    resolver: zodResolver(loginFormSchema, undefined, { raw: true }),
    defaultValues: { mobile: mobileFromState(location.state) },
  });
  const [failure, setFailure] = useState<Failure | null>(null);

  const requestCode = async ({ mobile }: LoginValues) => {
    setFailure(null);
    const outcome = await sendOtp(mobile, OTP_FIRST_WINDOW_SECONDS);
    if (outcome.kind === 'sent') {
      navigate('/otp-verify', { state: authState(location.state, mobile) });
      return;
    }
    setFailure(outcome);
    // The number is what to change next; after a failed or refused call the Form gives focus back to Continue.
    if (outcome.kind !== 'failed' && outcome.kind !== 'rate_limited') form.setFocus('mobile');
  };

  return (
    <Form form={form} fieldOrder={LOGIN_FIELDS} onValid={requestCode} aria-label={t('login.formName')}>
      <Stack>
        <Field<LoginValues> name="mobile" onEdit={() => setFailure(null)}>
          {(field) => (
            <PhoneField
              field={field}
              label={t('mobileLabel')}
              describedBy={failure && failure.kind !== 'failed' ? hintId : undefined}
            />
          )}
        </Field>
        <div id={hintId} role="status">
          {failure?.kind === 'not_registered' && (
            <Notice>
              {t('login.notRegistered')}{' '}
              <Link to="/sign-up" state={authState(location.state, form.getValues('mobile'))}>
                {t('login.signUpWithNumber')}
              </Link>
            </Notice>
          )}
          {failure?.kind === 'locked' && (
            <Notice>{t('login.lockedOut', { wait: wait(failure.retryAfterSeconds) })}</Notice>
          )}
          {failure?.kind === 'blocked' && <Notice>{sharedText(securityTexts.accountBlocked)}</Notice>}
          {failure?.kind === 'rate_limited' && <Notice>{rateLimited(failure.retryAfterSeconds)}</Notice>}
        </div>
        <div>
          <SubmitButton label={t('continue')} busyLabel={t('processing')} />
        </div>
      </Stack>
    </Form>
  );
}
