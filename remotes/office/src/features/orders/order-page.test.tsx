import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeOperationsTexts as t } from '@site/contract';
import { errorReply, fakeApi, type FakeHandlers, inSequence, renderWithProviders } from '@site/testing';
import { bodiesTo, OFFICE_ORDER, SALES, sessionOf } from '../../test/fixtures';
import OrderPage from './order-page';

const reply = (order: typeof OFFICE_ORDER) => ({ message: { status: 'success', order } });

const CONFIRMED = {
  ...OFFICE_ORDER,
  status: 'Confirmed' as const,
  timeline: [
    ...OFFICE_ORDER.timeline,
    { status: 'Confirmed' as const, at: '2026-11-23T08:00:00.000Z', staff_email: SALES.email, reason: null },
  ],
  next_statuses: ['Dispatched' as const, 'Cancelled' as const],
};

async function renderOrder(handlers: FakeHandlers = {}) {
  const api = fakeApi({ me: sessionOf(SALES), getOrder: () => reply(OFFICE_ORDER), ...handlers });
  const view = renderWithProviders(<OrderPage />, {
    path: `/office/orders/${OFFICE_ORDER.name}`,
    route: '/office/orders/:name',
  });
  await screen.findByRole('heading', { name: 'Timeline' });
  return { ...view, api };
}

describe('the office’s OrderPage', () => {
  it('shows the order, its retailer and its timeline, and the buttons of its next statuses', async () => {
    await renderOrder();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(OFFICE_ORDER.name);
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/office/retailers/CUST-1');
    expect(screen.getByRole('table', { name: 'Order lines' })).toHaveTextContent('Suvasa Pan Masala 2g, Pack of 48');
    expect(screen.getByRole('list', { name: 'Timeline, oldest first' })).toHaveTextContent('Placed');
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mark dispatched' })).toBeNull();
  });

  it('confirms the order and shows its new status and timeline', async () => {
    const { user, api } = await renderOrder({ setOrderStatus: () => reply(CONFIRMED) });
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Order ${OFFICE_ORDER.name} is Confirmed now.`);
    expect(bodiesTo(api, 'office.set_order_status')).toEqual([{ name: OFFICE_ORDER.name, status: 'Confirmed' }]);
    expect(screen.getByRole('list', { name: 'Timeline, oldest first' })).toHaveTextContent(`by ${SALES.email}`);
    expect(screen.getByRole('button', { name: 'Mark dispatched' })).toBeInTheDocument();
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    const cancelled = { ...OFFICE_ORDER, status: 'Cancelled' as const, next_statuses: [] };
    const { user, api } = await renderOrder({ setOrderStatus: () => reply(cancelled) });
    await user.click(screen.getByRole('button', { name: 'Cancel order…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const reason = screen.getByLabelText(/Reason for cancelling/);
    expect(reason).toHaveAccessibleDescription(t.reasonRequired);
    expect(reason).toHaveFocus();
    expect(bodiesTo(api, 'office.set_order_status')).toEqual([]);

    await user.type(reason, 'Shop closed for renovation');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await screen.findByText(`Order ${OFFICE_ORDER.name} is Cancelled now.`);
    expect(bodiesTo(api, 'office.set_order_status')).toEqual([
      { name: OFFICE_ORDER.name, status: 'Cancelled', reason: 'Shop closed for renovation' },
    ]);
    expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
  });

  it('tells why a change lost a race and shows the order as it is now', async () => {
    const retailerCancelled = {
      ...OFFICE_ORDER,
      status: 'Cancelled' as const,
      timeline: [
        ...OFFICE_ORDER.timeline,
        { status: 'Cancelled' as const, at: '2026-11-23T07:00:00.000Z', staff_email: null, reason: null },
      ],
      next_statuses: [],
    };
    const { user } = await renderOrder({
      getOrder: inSequence(reply(OFFICE_ORDER), reply(retailerCancelled)),
      setOrderStatus: () =>
        errorReply('validation', { text: t.orderMovedOn(OFFICE_ORDER.name, 'Cancelled', 'Confirmed') }, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t.orderMovedOn(OFFICE_ORDER.name, 'Cancelled', 'Confirmed'),
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline, oldest first' });
    await within(timeline).findByText('Cancelled');
    expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
  });

  it('says so for an order that does not exist', async () => {
    fakeApi({ me: sessionOf(SALES), getOrder: () => errorReply('not_found', { text: t.orderNotFound }, 404) });
    renderWithProviders(<OrderPage />, { path: '/office/orders/SAL-ORD-2026-99999', route: '/office/orders/:name' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });
});
