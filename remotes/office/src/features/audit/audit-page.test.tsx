import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '@site/testing';
import { ADMIN, paramsTo, sessionOf } from '../../test/fixtures';
import AuditPage from './audit-page';

const entry = (id: string, action: string) => ({
  id,
  at: '2026-11-24T05:00:00.000Z',
  staff_id: ADMIN.id,
  staff_email: ADMIN.email,
  action,
  entity: 'sales_order',
  entity_id: 'SAL-ORD-2026-00007',
  before: { status: 'Placed' },
  after: { status: 'Confirmed' },
});

describe('the office’s AuditPage', () => {
  it('shows who did what, with the values before and after, and pages to older entries', async () => {
    const api = fakeApi({
      me: sessionOf(ADMIN),
      getAuditLog: (config) =>
        (config.params as { before?: string }).before
          ? { message: { status: 'success', entries: [entry('1', 'order.cancel')], next_before: null } }
          : { message: { status: 'success', entries: [entry('2', 'order.confirm')], next_before: '2' } },
    });
    const { user } = renderWithProviders(<AuditPage />, { path: '/office/audit', route: '/office/audit' });
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent(ADMIN.email);
    expect(row).toHaveTextContent('order.confirm');
    expect(row).toHaveTextContent('"status": "Placed"');
    expect(row).toHaveTextContent('"status": "Confirmed"');

    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('order.cancel');
    expect(paramsTo(api, 'office.get_audit_log')).toEqual([
      { before: undefined, page_length: 50 },
      { before: '2', page_length: 50 },
    ]);
  });
});
