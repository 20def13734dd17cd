import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeMessages as m, type StaffMember } from '@site/contract';
import { fakeApi, type FakeHandlers, renderWithProviders } from '@site/testing';
import { ADMIN, bodiesTo, SALES, sessionOf } from '../../test/fixtures';
import StaffPage from './staff-page';

const member = (staff: typeof ADMIN, status: StaffMember['status'] = 'active'): StaffMember => ({
  ...staff,
  status,
  created_at: '2026-11-01T05:00:00.000Z',
  last_sign_in_at: null,
});

const LINK = {
  status: 'success',
  staff: member({ id: 'staff-3', email: 'new@suvasa.example', role: 'sales' }, 'invited'),
  enrolment_link: 'http://localhost:8080/office/enrol/abcdefghijklmnopqrstuvwxyz',
  expires_at: '2026-11-28T05:00:00.000Z',
  mailed: false,
};

function renderStaff(handlers: FakeHandlers = {}) {
  const api = fakeApi({
    me: sessionOf(ADMIN),
    listStaff: () => ({ message: { status: 'success', staff: [member(ADMIN), member(SALES)] } }),
    ...handlers,
  });
  return { ...renderWithProviders(<StaffPage />, { path: '/office/staff' }), api };
}

describe('StaffPage', () => {
  it('lists the staff; no action is offered on one’s own account', async () => {
    renderStaff();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const [own, other] = within(table).getAllByRole('row').slice(1);
    expect(own).toHaveTextContent(ADMIN.email);
    expect(within(own as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(other as HTMLElement).getByRole('button', { name: `Disable ${SALES.email}` })).toBeInTheDocument();
  });

  it('invites a member and shows the one-time enrolment link', async () => {
    const { user, api } = renderStaff({ inviteStaff: () => ({ message: LINK }) });
    await user.type(await screen.findByLabelText(/E-mail/), 'new@suvasa.example');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByTestId('enrolment-link')).toHaveTextContent(LINK.enrolment_link);
    expect(bodiesTo(api, 'office.invite_staff')).toEqual([{ email: 'new@suvasa.example', role: 'sales' }]);
  });

  it('disables an account only on a second, explicit press', async () => {
    const { user, api } = renderStaff({
      disableStaff: () => ({ message: { status: 'success', staff: member(SALES, 'disabled') } }),
    });
    await user.click(await screen.findByRole('button', { name: `Disable ${SALES.email}` }));
    expect(bodiesTo(api, 'office.disable_staff')).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Yes, disable/ }));
    await screen.findByRole('button', { name: `Disable ${SALES.email}` });
    expect(bodiesTo(api, 'office.disable_staff')).toEqual([{ staff_id: SALES.id }]);
  });

  it('is an admin’s page: a sales member is told so and nothing of it is read', async () => {
    const { api } = renderStaff({ me: sessionOf(SALES) });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.roleTooLow);
    expect(api.mock.calls.some(([config]) => config.url?.endsWith('office.list_staff'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('offers the sign-in page, with the way back, when there is no session', async () => {
    renderStaff({ me: sessionOf(null) });
    expect(await screen.findByRole('link', { name: m.signedOut })).toHaveAttribute('href', '/office');
  });
});
