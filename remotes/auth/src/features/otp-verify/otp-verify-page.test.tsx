import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { feedbackMessages, otpMessages, securityTexts } from '@site/contract';
import {
  getLogin,
  LOGIN_STORAGE_KEY,
  OTP_EXPIRY_STORAGE_KEY,
  OTP_FIRST_WINDOW_SECONDS,
  OTP_RESEND_WINDOW_SECONDS,
  otpExpiry,
} from '@site/state';
import { rememberLoginAttempt } from '@site/state/api';
import { apiRequests as api, callsTo, currentLocation, errorReply, fakeApi, heldReply, otpSent } from '@site/testing';
import OtpVerifyPage from './otp-verify-page';
import { renderAuthPage } from '../../test/auth-pages';
import { spyOnToasts } from '../../test/toasts';

const MOBILE = '9876543210';
/** A whole login reply: the contract's record and a field beyond it, which is kept too. */
const RECORD = {
  status: 'success',
  customer_id: 'CUST-0001',
  full_name: 'Asha Patel',
  mobile: MOBILE,
  api_key: 'key123',
  api_secret: 'secret456',
  shop_name: 'Patel Kirana',
  profile: '',
  industry: 'Pan Shop',
  start_time: '09:00:00',
  end_time: '21:00:00',
  from_time: '13:00:00',
  to_time: '14:00:00',
  gst_registered: false,
  customer_address: {
    address_line1: '4 Market Road',
    address_line2: '',
    city: 'Surat',
    state: 'Gujarat',
    country: 'India',
    pincode: '395003',
  },
  erp_field: 'kept',
};

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Processing\.\.\.)$/ });
const resendButton = () => screen.queryByRole('button', { name: /^(Resend OTP|Processing\.\.\.)$/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderOtp(state: unknown = { mobile: MOBILE }) {
  return renderAuthPage(<OtpVerifyPage />, '/otp-verify', state);
}

/**
 * With the fake clock, user-event would wait on timers nobody advances (Testing Library only
 * advances Jest's), so those tests fill the boxes the way the phone's code autofill does.
 */
const fillCode = (code: string) => fireEvent.change(box(1), { target: { value: code } });

/** With the fake clock: 4821 submitted, and the server refusing it for `reason`. */
async function submitRefused(...refusal: Parameters<typeof errorReply>) {
  vi.useFakeTimers();
  fakeApi({ verifyOtpAndLogin: () => errorReply(...refusal) });
  renderOtp();
  fillCode('4821');
  fireEvent.click(continueButton());
  await advance(0);
}

async function enterCode(user: ReturnType<typeof renderOtp>['user'], code: string) {
  await user.click(box(1));
  await user.keyboard(code);
  await user.click(continueButton());
}

const toast = spyOnToasts();

describe('OtpVerifyPage', () => {
  it('sends a visitor with no mobile in navigation state to /login', () => {
    renderOtp(null);
    expect(currentLocation().pathname).toBe('/login');
  });

  it('sends a visitor whose state has no valid mobile to /login, keeping the return path', () => {
    renderOtp({ mobile: '12345', returnTo: '/user-address' });
    expect(currentLocation()).toEqual({ pathname: '/login', state: { returnTo: '/user-address' } });
  });

  it('shows the number, four boxes with the first focused, and Continue', () => {
    renderOtp();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 4-digit code we sent to +91 98765 43210.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1)).toHaveFocus();
    expect(continueButton()).toHaveTextContent('Continue');
  });

  it('asks for the full code when a digit is missing, focusing the first empty box', async () => {
    const { user } = renderOtp();
    await enterCode(user, '12');
    // The form's schema checks the code asynchronously: the message comes a tick after the click.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Enter OTP' })).toHaveAccessibleDescription(otpMessages.incomplete),
    );
    expect(box(3)).toHaveFocus();
    expect(api).not.toHaveBeenCalled();

    await user.keyboard('3');
    expect(screen.queryByText(otpMessages.incomplete)).not.toBeInTheDocument();
  });

  it('on success saves the whole reply message as userLoginData and goes to /user/profile', async () => {
    fakeApi({ verifyOtpAndLogin: () => ({ message: RECORD }) });
    otpExpiry.startWindow(OTP_FIRST_WINDOW_SECONDS);
    const { user } = renderOtp();
    await enterCode(user, '4821');

    await waitFor(() => expect(currentLocation().pathname).toBe('/user/profile'));
    expect(callsTo('verifyOtpAndLogin')).toEqual([{ params: { phone_no: MOBILE, otp: '4821' }, credentials: true }]);
    expect(JSON.parse(localStorage.getItem(LOGIN_STORAGE_KEY) ?? 'null')).toEqual(RECORD);
    expect(getLogin()).toEqual(RECORD);
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends back the login attempt this tab was given with the code', async () => {
    onTestFinished(() => sessionStorage.clear());
    rememberLoginAttempt({ mobile: MOBILE, attempt: 'attempt-9', codeLength: 4 });
    fakeApi({ verifyOtpAndLogin: () => ({ message: RECORD }) });
    const { user } = renderOtp();
    await enterCode(user, '4821');

    await waitFor(() => expect(currentLocation().pathname).toBe('/user/profile'));
    expect(callsTo('verifyOtpAndLogin')).toEqual([
      { params: { phone_no: MOBILE, otp: '4821', login_attempt: 'attempt-9' }, credentials: true },
    ]);
  });

  it('after success returns to the account page that sent the visitor to log in', async () => {
    fakeApi({ verifyOtpAndLogin: () => ({ message: RECORD }) });
    const { user } = renderOtp({ mobile: MOBILE, returnTo: '/user-address' });
    await enterCode(user, '4821');
    await waitFor(() => expect(currentLocation().pathname).toBe('/user-address'));
  });

  it('reads Processing... while verifying and verifies once', async () => {
    const held = heldReply({ message: RECORD });
    fakeApi({ verifyOtpAndLogin: () => held.promise });
    const { user } = renderOtp();
    await enterCode(user, '4821');

    expect(continueButton()).toHaveTextContent('Processing...');
    expect(continueButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Verify OTP' }));
    expect(api).toHaveBeenCalledTimes(1);
    await act(async () => held.release());
    expect(currentLocation().pathname).toBe('/user/profile');
  });

  it.each([
    ['a wrong code', () => errorReply('invalid_otp')],
    ['an expired code', () => errorReply('otp_expired')],
    ['a reply without success', () => ({ message: { status: 'failed' } })],
  ])('after %s shows "Invalid OTP. Please try again." and stays', async (_case, reply) => {
    fakeApi({ verifyOtpAndLogin: reply });
    const { user } = renderOtp();
    await enterCode(user, '4821');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpInvalid));
    expect(continueButton()).toBeEnabled();
    expect(box(1)).toHaveFocus();
    expect(getLogin()).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('for a retailer blocked since the code was sent says so and whom to contact, and logs nobody in', async () => {
    fakeApi({ verifyOtpAndLogin: () => errorReply('forbidden', { text: securityTexts.accountBlocked }, 403) });
    const { user } = renderOtp();
    await enterCode(user, '4821');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(securityTexts.accountBlocked));
    expect(getLogin()).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['a network failure', () => 'network-failure'],
    ['a server crash', () => errorReply('server_error')],
    ['a reply that is not the API', () => '<html>Bad gateway</html>'],
  ])('after %s shows "Something went wrong"', async (_case, reply) => {
    fakeApi({ verifyOtpAndLogin: reply });
    const { user } = renderOtp();
    await enterCode(user, '4821');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpVerifyFailed));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(continueButton()).toBeEnabled();
    expect(continueButton()).toHaveFocus();
    expect(getLogin()).toBeNull();
  });

  it('once the server locks the number out, says so and stops verifying and resending until the lock ends', async () => {
    await submitRefused('locked', { retry_after_seconds: 900 });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong codes, so this number is locked for now. Try again in 15 minutes.',
    );
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(expect.stringContaining('locked'));
    expect(resendButton()).toBeDisabled();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('form', { name: 'Verify OTP' }));
    expect(callsTo('verifyOtpAndLogin')).toHaveLength(1);

    await advance(899_000);
    expect(continueButton()).toBeDisabled();
    await advance(1_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    expect(resendButton()).toBeEnabled();
  });

  it('counts down from the stored expiry, then clears it and offers Resend OTP', async () => {
    vi.useFakeTimers();
    otpExpiry.startWindow(OTP_FIRST_WINDOW_SECONDS);
    renderOtp();

    expect(screen.getByText('Resend OTP in 20 seconds')).toBeInTheDocument();
    expect(resendButton()).toBeNull();
    await advance(1_000);
    expect(screen.getByText('Resend OTP in 19 seconds')).toBeInTheDocument();
    await advance(18_000);
    expect(screen.getByText('Resend OTP in 1 second')).toBeInTheDocument();
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).not.toBeNull();

    await advance(1_000);
    expect(resendButton()).toHaveTextContent('Resend OTP');
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it('offers Resend OTP at once when no window is stored', () => {
    renderOtp();
    expect(resendButton()).toHaveTextContent('Resend OTP');
  });

  it('Resend sends a new code, starts a 30 s window with a success toast, and clears the boxes', async () => {
    vi.useFakeTimers();
    fakeApi({ generateAndSendOtp: () => otpSent() });
    renderOtp();
    fillCode('12');
    const sentAt = Date.now();
    fireEvent.click(resendButton()!);
    await advance(0);

    expect(callsTo('generateAndSendOtp')).toEqual([{ params: { phone_no: MOBILE }, credentials: true }]);
    expect(toast.success).toHaveBeenCalledWith(feedbackMessages.otpSent);
    expect(Number(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY))).toBe(sentAt + OTP_RESEND_WINDOW_SECONDS * 1000);
    expect(screen.getByText('Resend OTP in 30 seconds')).toBeInTheDocument();
    expect((box(1) as HTMLInputElement).value).toBe('');
    expect(box(1)).toHaveFocus();

    await advance(30_000);
    expect(resendButton()).toHaveTextContent('Resend OTP');
  });

  it('a failed resend shows the red toast and keeps Resend OTP available', async () => {
    fakeApi({ generateAndSendOtp: () => 'network-failure' });
    const { user } = renderOtp();
    await user.click(resendButton()!);

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpSendFailed));
    expect(resendButton()).toBeEnabled();
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it('a resend refused for too many requests says how long to wait, not a server error, and keeps the code entry open', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('rate_limited', { retry_after_seconds: 3600 }, 429) });
    const { user } = renderOtp();
    await user.click(resendButton()!);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many code requests. Please wait 60 minutes and try again.'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(resendButton()).toBeEnabled();
    expect(continueButton()).toBeEnabled();
  });

  it('a check refused for too many calls from this connection says to wait, not that the code is wrong', async () => {
    await submitRefused('rate_limited', { retry_after_seconds: 30 });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many code checks from this connection. Try again in 30 seconds; your code is kept.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(continueButton()).toBeDisabled();
    await advance(30_000);
    expect(continueButton()).toBeEnabled();
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  });

  it('a resend refused because of a lock-out shows the lock-out', async () => {
    fakeApi({ generateAndSendOtp: () => errorReply('locked', { retry_after_seconds: 45 }) });
    const { user } = renderOtp();
    await user.click(resendButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 45 seconds.');
    expect(continueButton()).toBeDisabled();
  });

  it('links back to /login to change the number, keeping it and the return path', async () => {
    const { user } = renderOtp({ mobile: MOBILE, returnTo: '/user-address' });
    await user.click(screen.getByRole('link', { name: 'Change number' }));
    expect(currentLocation()).toEqual({ pathname: '/login', state: { mobile: MOBILE, returnTo: '/user-address' } });
  });
});
