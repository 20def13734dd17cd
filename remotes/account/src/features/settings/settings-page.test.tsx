import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { privacyTexts as t } from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import { getLogin, useAuth } from '@site/state';
import { callsTo, errorReply, fakeApi, renderWithProviders } from '@site/testing';
import { CUSTOMER, logIn } from '../../test/fixtures';
import SettingsPage from './settings-page';

const consent = (granted: boolean) => ({
  message: {
    status: 'success',
    location_consent: { granted, changed_at: granted ? null : '2026-11-24T10:00:00.000Z' },
  },
});
const MY_DATA = {
  status: 'success',
  exported_at: '2026-11-24T10:00:00.000Z',
  profile: CUSTOMER,
  addresses: [],
  location_consent: { granted: true, changed_at: null },
  inquiries: [],
  orders: [],
  known_devices: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the host puts round an account page: without a stored login, the visitor goes to /login. */
function RequireLogin({ children }: { children: ReactNode }) {
  return useAuth().isLoggedIn ? children : <Navigate to="/login" replace />;
}

describe('SettingsPage', () => {
  it('downloads everything kept about the retailer as a dated JSON file', async () => {
    logIn();
    fakeApi({ getPrivacySettings: () => consent(true), downloadMyData: () => ({ message: MY_DATA }) });
    const files: Blob[] = [];
    // jsdom has no object URLs: the file the page hands the browser is kept here instead.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:my-data'),
      revokeObjectURL: () => undefined,
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: t.download }));
    await waitFor(() => expect(clicked).toEqual(['suvasa-my-data-2026-11-24.json']));
    expect(JSON.parse(await files[0]!.text())).toEqual(MY_DATA);
  });

  it('says so when the download fails, and keeps the button', async () => {
    logIn();
    fakeApi({ getPrivacySettings: () => consent(true), downloadMyData: () => 'network-failure' });
    const { user } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: t.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.downloadFailed);
    expect(screen.getByRole('button', { name: t.download })).toBeEnabled();
  });

  it('withdraws consent to location use and gives it again', async () => {
    logIn();
    fakeApi({
      getPrivacySettings: () => consent(true),
      setLocationConsent: (request) => consent(JSON.parse(String(request.data)).granted as boolean),
    });
    const { user } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText(t.locationGranted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.withdrawLocation }));
    expect(await screen.findByText(t.locationWithdrawn)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.grantLocation }));
    expect(await screen.findByText(t.locationGranted)).toBeInTheDocument();
    expect(callsTo('setLocationConsent').map((call) => call?.body)).toEqual([{ granted: false }, { granted: true }]);
  });

  it('deletes the account with the code sent to the mobile, then logs out and goes home, past the login guard', async () => {
    logIn();
    fakeApi({
      getPrivacySettings: () => consent(true),
      requestAccountDeletion: () => ({ message: { status: 'success', code_length: 4, expires_in_seconds: 600 } }),
      deleteAccount: (request) =>
        JSON.parse(String(request.data)).otp === '4321'
          ? { message: { status: 'success', orders_kept: 0 } }
          : errorReply('invalid_otp', { text: 'The code is not correct.' }, 401),
    });
    const { user, router } = renderWithProviders(
      [
        {
          path: '/settings',
          element: (
            <RequireLogin>
              <SettingsPage />
            </RequireLogin>
          ),
        },
        { path: '*', element: null },
      ],
      { path: '/settings' },
    );
    await user.click(await screen.findByRole('button', { name: t.sendDeletionCode }));
    expect(await screen.findByText(t.codeSent(CUSTOMER.mobile))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.confirmDeletion }));
    expect(await screen.findByText(t.codeNeeded)).toBeInTheDocument();
    expect(callsTo('deleteAccount')).toEqual([]);

    const code = screen.getByRole('textbox', { name: t.codeLabel });
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: t.confirmDeletion }));
    expect(await screen.findByText('The code is not correct.')).toBeInTheDocument();
    expect(getLogin()).not.toBeNull();

    await user.clear(code);
    await user.type(code, '4321');
    await user.click(screen.getByRole('button', { name: t.confirmDeletion }));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(getLogin()).toBeNull();
    // Home, not sent on to /login by the guard of the page it left.
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the SMS in the language the retailer picks, kept on the record and the stored login', async () => {
    logIn();
    fakeApi({
      getPrivacySettings: () => consent(true),
      setLanguage: (request) => ({
        message: { ...CUSTOMER, language: JSON.parse(String(request.data)).language as string },
      }),
    });
    const { user } = renderWithProviders(<SettingsPage />, { path: '/settings' });
    const languages = await screen.findByRole('group', { name: 'SMS language' });
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(languages).getByRole('radio', { name: 'ગુજરાતી' }));
    await waitFor(() => expect(within(languages).getByRole('radio', { name: 'ગુજરાતી' })).toBeChecked());
    expect(callsTo('setLanguage').map((call) => call?.body)).toEqual([{ language: 'gu' }]);
    expect(getLogin()).toMatchObject({ language: 'gu', api_key: 'key123' });
  });
});

describe.each([
  { language: 'hi', heading: 'मेरा खाता हटाएँ', send: 'खाता हटाने का कोड भेजें', code: 'कोड', confirm: 'मेरा खाता हटाएँ' },
  {
    language: 'gu',
    heading: 'મારું ખાતું કાઢી નાખો',
    send: 'ખાતું કાઢવાનો કોડ મોકલો',
    code: 'કોડ',
    confirm: 'મારું ખાતું કાઢી નાખો',
  },
] as const)('SettingsPage in $language', ({ language, heading, send, code, confirm }) => {
  it('says its sections and the code’s message in the language', async () => {
    logIn();
    fakeApi({
      getPrivacySettings: () => consent(true),
      requestAccountDeletion: () => ({ message: { status: 'success', code_length: 4, expires_in_seconds: 600 } }),
    });
    const { user } = renderWithProviders(<SettingsPage />, { path: '/settings', language });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: send }));
    await user.click(await screen.findByRole('button', { name: confirm }));
    const field = screen.getByLabelText(code);
    const errorId = (field.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(inLanguage(t.codeNeeded, language));
    expect(inLanguage(t.codeNeeded, language)).not.toBe(t.codeNeeded);
  });
});
