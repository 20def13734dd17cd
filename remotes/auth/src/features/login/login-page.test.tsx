import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, otpSentMessageSchema, securityTexts } from '@site/contract';
import { sharedMessage } from '@site/contract/i18n';
import { OTP_EXPIRY_STORAGE_KEY, OTP_FIRST_WINDOW_SECONDS } from '@site/state';
import { loginAttemptFor } from '@site/state/api';
import {
  apiRequests as api,
  currentLocation,
  errorReply,
  fakeApi,
  heldReply,
  otpSent,
  renderWithProviders,
} from '@site/testing';
import { REFUSED_LOGIN_MOBILES } from '@site/testing/samples';
import LoginPage from './login-page';
import { HANDOVER, renderAuthPage } from '../../test/auth-pages';
import { spyOnToasts } from '../../test/toasts';

const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile Number' });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Processing\.\.\.)$/ });
const errorOf = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0]!)?.textContent ?? null) : null;
};

function renderLogin(state?: unknown) {
  return renderAuthPage(<LoginPage />, '/login', state);
}

async function submitMobile(mobile: string, state?: unknown) {
  const view = renderLogin(state);
  if (mobile) await view.user.type(mobileInput(), mobile);
  await view.user.click(continueButton());
  return view;
}

const toast = spyOnToasts();

describe('LoginPage', () => {
  it('shows the mobile field with a fixed +91 prefix, Continue, and the sign-up, terms and privacy links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(mobileInput()).toHaveAttribute('maxLength', '10');
    expect(mobileInput()).toHaveAttribute('inputMode', 'numeric');
    expect(mobileInput()).toHaveAccessibleDescription('+91');
    expect(continueButton()).toHaveTextContent('Continue');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it.each(REFUSED_LOGIN_MOBILES)(
    'rejects the mobile "%s" with "%s", focused, without calling the server',
    async (mobile, message) => {
      await submitMobile(mobile);
      expect(errorOf(mobileInput())).toBe(message);
      expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
      expect(mobileInput()).toHaveFocus();
      expect(api).not.toHaveBeenCalled();
    },
  );

  it('clears the error when the number is edited', async () => {
    const { user } = await submitMobile('98765');
    await user.type(mobileInput(), '4');
    expect(errorOf(mobileInput())).toBeNull();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it('reads Processing... and is disabled while the code is requested, asking once', async () => {
    const held = heldReply(otpSent());
    fakeApi({ generateAndSendOtp: () => held.promise });
    await submitMobile('9876543210');

    expect(continueButton()).toHaveTextContent('Processing...');
    expect(continueButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(otpSentMessageSchema, 'GET', 'generateAndSendOtp', {
      params: { phone_no: '9876543210' },
      credentials: true,
    });

    await act(async () => held.release());
    expect(currentLocation().pathname).toBe('/otp-verify');
  });

  it('on success stores the expiry (now + 20 s), shows the green toast and goes to /otp-verify with the mobile', async () => {
    fakeApi({ generateAndSendOtp: () => otpSent({ login_attempt: 'attempt-7', code_length: 6 }) });
    const before = Date.now();
    await submitMobile('9876543210');

    await waitFor(() =>
      expect(currentLocation()).toEqual({ pathname: '/otp-verify', state: { mobile: '9876543210' } }),
    );
    const expiry = Number(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY));
    expect(expiry).toBeGreaterThanOrEqual(before + OTP_FIRST_WINDOW_SECONDS * 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + OTP_FIRST_WINDOW_SECONDS * 1000);
    expect(toast.success).toHaveBeenCalledWith(feedbackMessages.otpSent);
    expect(toast.error).not.toHaveBeenCalled();
    // The code belongs to this attempt: the verify page sends it back and asks for as many digits.
    expect(loginAttemptFor('9876543210')).toEqual({ mobile: '9876543210', attempt: 'attempt-7', codeLength: 6 });
  });

  it('passes the page to return to along with the mobile', async () => {
    fakeApi({ generateAndSendOtp: () => otpSent() });
    await submitMobile(HANDOVER.mobile, { returnTo: HANDOVER.returnTo });
    await waitFor(() => expect(currentLocation()).toEqual({ pathname: '/otp-verify', state: HANDOVER }));
  });

  it('drops a return path that leaves the site', async () => {
    fakeApi({ generateAndSendOtp: () => otpSent() });
    await submitMobile('9876543210', { returnTo: '//evil.example/x' });
    await waitFor(() =>
      expect(currentLocation()).toEqual({ pathname: '/otp-verify', state: { mobile: '9876543210' } }),
    );
  });

  it.each([
    ['a network failure', () => 'network-failure'],
    ['a reply without success', () => ({ message: { status: 'failed' } })],
    ['a server error', () => errorReply('server_error')],
  ])('after %s shows the red toast, keeps the number and enables Continue again', async (_case, reply) => {
    fakeApi({ generateAndSendOtp: reply });
    await submitMobile('9876543210');

    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(continueButton()).toHaveTextContent('Continue');
    expect(continueButton()).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpSendFailed);
    expect(toast.success).not.toHaveBeenCalled();
    expect(mobileInput()).toHaveValue('9876543210');
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up with this number' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each<[{ retry_after_seconds?: number }, string]>([
    [{ retry_after_seconds: 900 }, 'Too many code requests. Please wait 15 minutes and try again.'],
    [{ retry_after_seconds: 20 }, 'Too many code requests. Please wait 20 seconds and try again.'],
    [{}, 'Too many code requests. Please wait a few minutes and try again.'],
  ])(
    'a send refused for too many requests (%j) says so and how long to wait, not a server error',
    async (extra, text) => {
      fakeApi({ generateAndSendOtp: () => errorReply('rate_limited', extra, 429) });
      await submitMobile('9876543210');

      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
      expect(feedbackMessages.otpSendRateLimited(extra.retry_after_seconds)).toBe(text);
      expect(toast.error).not.toHaveBeenCalledWith(feedbackMessages.otpSendFailed);
      expect(mobileInput()).toHaveAccessibleDescription(expect.stringContaining(text));
      await waitFor(() => expect(continueButton()).toBeEnabled());
      expect(continueButton()).toHaveFocus();
      expect(mobileInput()).toHaveValue('9876543210');
      expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    },
  );

  it('for a number that is not registered shows the toast and, below the field, a link to sign up with it', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('not_registered') });
    const { user } = await submitMobile(HANDOVER.mobile, { returnTo: HANDOVER.returnTo });

    const link = await screen.findByRole('link', { name: 'Sign up with this number' });
    expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpSendFailed);
    expect(mobileInput()).toHaveAccessibleDescription(
      expect.stringContaining('This mobile number is not registered yet.'),
    );
    expect(mobileInput()).toHaveFocus();

    await user.click(link);
    expect(currentLocation()).toEqual({ pathname: '/sign-up', state: HANDOVER });
  });

  it('hides the sign-up hint once the number is edited', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('not_registered') });
    const { user } = await submitMobile('9876543210');
    await screen.findByRole('link', { name: 'Sign up with this number' });
    await user.type(mobileInput(), '{Backspace}');
    expect(screen.queryByRole('link', { name: 'Sign up with this number' })).not.toBeInTheDocument();
  });

  it('for a blocked account says so and whom to contact, in the toast and under the field', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('forbidden', { text: securityTexts.accountBlocked }, 403) });
    await submitMobile('9876543210');
    await waitFor(() =>
      expect(mobileInput()).toHaveAccessibleDescription(expect.stringContaining(securityTexts.accountBlocked)),
    );
    expect(toast.error).toHaveBeenCalledWith(securityTexts.accountBlocked);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('for a locked number says how long the lock lasts', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('locked', { retry_after_seconds: 900 }) });
    await submitMobile('9876543210');
    expect(await screen.findByText(/Too many wrong codes.*Try again in 15 minutes\./)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpSendFailed);
  });

  it('prefills the number another auth page passed along', () => {
    renderLogin({ mobile: '9123456789' });
    expect(mobileInput()).toHaveValue('9123456789');
  });
});

describe('LoginPage in Hindi and Gujarati', () => {
  it.each([
    ['hi', 'लॉग इन', 'मोबाइल नंबर', 'आगे बढ़ें', 'मोबाइल नंबर डालना ज़रूरी है', 'मोबाइल नंबर पूरे 10 अंकों का होना चाहिए'],
    ['gu', 'લૉગ ઇન', 'મોબાઇલ નંબર', 'આગળ વધો', 'મોબાઇલ નંબર લખવો જરૂરી છે', 'મોબાઇલ નંબર પૂરા 10 આંકડાનો હોવો જોઈએ'],
  ] as const)('in %s shows the page and its validation messages in the language', async (language, ...texts) => {
    const [title, label, button, required, length] = texts;
    const { user } = renderAuthPage(<LoginPage />, '/login', undefined, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: label });
    await user.click(screen.getByRole('button', { name: button }));
    expect(errorOf(input)).toBe(required);
    await user.type(input, '98765');
    await user.click(screen.getByRole('button', { name: button }));
    expect(errorOf(input)).toBe(length);
    expect(api).not.toHaveBeenCalled();
  });

  it('says how long a lock lasts in Hindi, with the toast in Hindi too', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('locked', { retry_after_seconds: 900 }) });
    // With the toast area: the toast says the contract's English `notify` was given in the page's language.
    const { user } = renderWithProviders(<LoginPage />, { path: '/login', route: '/login', language: 'hi' });
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText(/15 मिनट बाद फिर कोशिश करें।/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        sharedMessage('hi', 'feedback.otpSendFailed'),
      ),
    );
  });
});
