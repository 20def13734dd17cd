import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fieldErrors, loginFormSchema } from '@site/contract';
import { OTP_FIRST_WINDOW_SECONDS } from '@site/state';
import { Button, Notice } from '../../../components/formStyles';
import { MobileField } from '../../../components/MobileField';
import { authState, mobileFromState } from '../../../lib/navigation';
import { authNotices, PROCESSING_LABEL } from '../../../lib/notices';
import { sendOtp, type OtpSendOutcome } from '../../../lib/sendOtp';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

type Failure = Exclude<OtpSendOutcome, { kind: 'sent' }>;

/**
 * Login (docs/product.md#login-flow): validate the mobile, request a code (the button reads Processing... meanwhile), then
 * go to /otp-verify with the mobile — and the page to return to, when an account page sent us here.
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [mobile, setMobile] = useState(() => mobileFromState(location.state));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [processing, setProcessing] = useState(false);
  // A ref, not state: two clicks in the same tick both see state as idle.
  const inFlight = useRef(false);
  const input = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus waits for the render that shows the error or enables the button again.
  const pendingFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    target?.focus();
  });

  const hintId = `${id}-hint`;
  const field = {
    id: `${id}-mobile`,
    name: 'mobile',
    value: mobile,
    error,
    errorId: `${id}-mobile-error`,
    onChange: (value: string) => {
      setMobile(value);
      setError(undefined);
      setFailure(null);
    },
    inputRef: (element: HTMLElement | null) => {
      input.current = element;
    },
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = fieldErrors(loginFormSchema, { mobile }).mobile;
    if (invalid) {
      // Render the error first, so focus lands on a field that already describes it.
      flushSync(() => setError(invalid));
      input.current?.focus();
      return;
    }

    inFlight.current = true;
    setProcessing(true);
    setFailure(null);
    const outcome = await sendOtp(mobile, OTP_FIRST_WINDOW_SECONDS);
    inFlight.current = false;
    setProcessing(false);
    if (outcome.kind === 'sent') {
      navigate('/otp-verify', { state: authState(location.state, mobile) });
      return;
    }
    setFailure(outcome);
    // The disabled button dropped focus; give it back where the next step is.
    pendingFocus.current = outcome.kind === 'failed' ? button.current : input.current;
  };

  return (
    <Form noValidate aria-label="Login" onSubmit={handleSubmit}>
      <MobileField field={field} describedBy={failure && failure.kind !== 'failed' ? hintId : undefined} />
      <div id={hintId} role="status">
        {failure?.kind === 'not_registered' && (
          <Notice>
            {authNotices.notRegistered}{' '}
            <Link to="/sign-up" state={authState(location.state, mobile)}>
              {authNotices.signUpWithNumber}
            </Link>
          </Notice>
        )}
        {failure?.kind === 'locked' && <Notice>{authNotices.lockedOut(failure.retryAfterSeconds)}</Notice>}
      </div>
      <div>
        <Button type="submit" ref={button} disabled={processing}>
          {processing ? PROCESSING_LABEL : 'Continue'}
        </Button>
      </div>
    </Form>
  );
}
