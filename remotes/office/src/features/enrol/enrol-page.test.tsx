import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeMessages as m } from '@site/contract';
import { errorReply, fakeApi, type FakeHandlers, renderWithProviders } from '@site/testing';
import { ADMIN, bodiesTo } from '../../test/fixtures';
import EnrolPage from './enrol-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const started = () => ({
  message: {
    status: 'success',
    email: ADMIN.email,
    role: 'admin',
    otpauth_uri: `otpauth://totp/Suvasa:${ADMIN.email}?secret=${SECRET}&issuer=Suvasa`,
    secret: SECRET,
  },
});

function renderEnrol(handlers: FakeHandlers) {
  const api = fakeApi(handlers);
  return {
    ...renderWithProviders(<EnrolPage />, { path: `/office/enrol/${TOKEN}`, route: '/office/enrol/:token' }),
    api,
  };
}

describe('EnrolPage', () => {
  it('shows the QR code and the key, then the recovery codes once the password and code are accepted', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);
    const { user, api } = renderEnrol({
      startEnrolment: started,
      completeEnrolment: () => ({ message: { status: 'success', staff: ADMIN, recovery_codes: codes } }),
    });
    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.start_enrolment')).toEqual([{ token: TOKEN }]);

    await user.type(screen.getByLabelText(/New password/), 'a long enough passphrase');
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(bodiesTo(api, 'office.complete_enrolment')).toEqual([
      { token: TOKEN, password: 'a long enough passphrase', code: '654321' },
    ]);
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('holds a short password and a code that is not 6 digits before sending', async () => {
    const { user, api } = renderEnrol({ startEnrolment: started });
    await user.type(await screen.findByLabelText(/New password/), 'short');
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));
    await waitFor(() => expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription(m.passwordTooShort));
    expect(screen.getByLabelText(/Code from your authenticator app/)).toHaveAccessibleDescription(m.totpCodeInvalid);
    expect(bodiesTo(api, 'office.complete_enrolment')).toEqual([]);
  });

  it('says a spent or unknown link is no longer valid', async () => {
    renderEnrol({ startEnrolment: () => errorReply('not_found', { text: m.enrolmentInvalid }, 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.enrolmentInvalid);
  });
});
