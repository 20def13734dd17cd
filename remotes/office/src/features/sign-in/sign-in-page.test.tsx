import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeMessages as m } from '@site/contract';
import { currentLocation, errorReply, fakeApi, type FakeHandlers, renderWithProviders } from '@site/testing';
import { ADMIN, bodiesTo, sessionOf } from '../../test/fixtures';
import SignInPage from './sign-in-page';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { formatMoment } from '../../lib/format';

const AT = '2026-11-28T04:30:00.000Z';

function renderSignIn(handlers: FakeHandlers = {}, state?: unknown) {
  const api = fakeApi({ me: sessionOf(null), ...handlers });
  return { ...renderWithProviders(<SignInPage />, { path: '/office', state }), api };
}

describe('SignInPage', () => {
  it('names each field and announces its message when the form is sent empty', async () => {
    const { user, api } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription(m.emailRequired));
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(m.passwordRequired);
    expect(screen.getByLabelText(/Authenticator code/)).toHaveAccessibleDescription(m.codeRequired);
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    expect(bodiesTo(api, 'office.sign_in')).toEqual([]);
  });

  it('signs in with e-mail, password and code, then opens the page that sent the staff member here', async () => {
    const { user, api } = renderSignIn(
      { signIn: () => ({ message: { status: 'success', staff: ADMIN, alerts: [] } }) },
      { officeReturnTo: '/office/inquiries?status=New' },
    );
    await user.type(await screen.findByLabelText(/E-mail/), ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/"pathname":"\/office\/inquiries"/);
    expect(bodiesTo(api, 'office.sign_in')).toEqual([
      { email: ADMIN.email, password: 'correct horse battery', code: '123456' },
    ]);
    expect(api.mock.calls.at(-1)?.[0].withCredentials).toBe(true);
  });

  it('says why a sign-in was refused, and clears the code for the next try', async () => {
    const { user } = renderSignIn({ signIn: () => errorReply('unauthorized', { text: m.signInFailed }, 401) });
    await user.type(await screen.findByLabelText(/E-mail/), ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong password here');
    await user.type(screen.getByLabelText(/Authenticator code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.signInFailed);
    expect(screen.getByLabelText(/Authenticator code/)).toHaveValue('');
  });

  it('solves the proof of work an account under attack asks for, sends it, and says what happened', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 300,
      deriveKey,
      hmacSignatureSecret: 'the server keeps this',
    });
    const { user, api } = renderSignIn({
      signIn: (config) =>
        JSON.parse(String(config.data)).proof
          ? { message: { status: 'success', staff: ADMIN, alerts: [{ kind: 'password_attack', at: AT }] } }
          : errorReply('proof_required', { text: m.proofRequired }, 428),
      signInChallenge: () => ({ message: { status: 'success', challenge } }),
    });
    await user.type(await screen.findByLabelText(/E-mail/), ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/"pathname":"\/office\/orders"/);
    const [first, second] = bodiesTo(api, 'office.sign_in') as { proof?: string }[];
    expect(first!.proof).toBeUndefined();
    const sent = JSON.parse(atob(second!.proof!));
    expect(sent.challenge).toEqual(challenge);
    // The counter the server chose, found by hashing: what the server's check re-derives.
    expect(sent.solution.counter).toBe(300);
    expect(await screen.findByText(m.passwordAttackNotice(formatMoment(AT)))).toBeInTheDocument();
  });

  it('goes straight on to the orders when already signed in', async () => {
    renderSignIn({ me: sessionOf(ADMIN) });
    await screen.findByText(/"pathname":"\/office\/orders"/);
    expect(currentLocation().pathname).toBe('/office/orders');
  });
});
