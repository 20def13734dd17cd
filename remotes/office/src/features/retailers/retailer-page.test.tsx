import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeOperationsTexts as t } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { bodiesTo, RETAILER, SALES, sessionOf } from '../../test/fixtures';
import RetailerPage from './retailer-page';

describe('the office’s RetailerPage', () => {
  it('shows the profile, addresses and orders, and blocks with a reason', async () => {
    const blocked = { ...RETAILER, blocked: true, blocked_at: '2026-11-24T05:00:00.000Z', blocked_reason: 'Unpaid' };
    const api = fakeApi({
      me: sessionOf(SALES),
      getRetailer: () => ({ message: { status: 'success', retailer: RETAILER } }),
      blockRetailer: () => ({ message: { status: 'success', retailer: blocked } }),
    });
    const { user } = renderWithProviders(<RetailerPage />, {
      path: '/office/retailers/CUST-1',
      route: '/office/retailers/:id',
    });
    await screen.findByRole('heading', { name: 'Ravi Kumar, Ravi General Stores' });
    expect(screen.getByRole('link', { name: RETAILER.orders[0]?.name })).toBeInTheDocument();
    expect(screen.getByText(/12 Station Road/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Block retailer' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(t.reasonRequired));
    expect(bodiesTo(api, 'office.block_retailer')).toEqual([]);

    await user.type(screen.getByLabelText('Reason'), 'Unpaid');
    await user.click(screen.getByRole('button', { name: 'Block retailer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blocked: their sessions have ended.');
    expect(bodiesTo(api, 'office.block_retailer')).toEqual([{ customer_id: 'CUST-1', reason: 'Unpaid' }]);
    expect(screen.getByRole('button', { name: 'Unblock retailer' })).toBeInTheDocument();
  });
});
