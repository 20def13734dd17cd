import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderingMessages as m, orderScreenTexts as t } from '@site/contract';
import { cartStore } from '@site/state';
import { errorReply, fakeApi, type FakeHandlers, inSequence, renderWithProviders } from '@site/testing';
import { bodiesTo, requestsTo } from '../../test/api-requests';
import { logIn } from '../../test/fixtures';
import { CART, ORDER } from '../../test/ordering-fixtures';
import OrderPage from './order-page';

const PATH = `/orders/${ORDER.name}`;

async function renderOrder(handlers: FakeHandlers = {}, state?: unknown) {
  logIn();
  const api = fakeApi({ getSalesOrder: () => ({ message: { status: 'success', sales_order: ORDER } }), ...handlers });
  const view = renderWithProviders(<OrderPage />, { path: PATH, route: '/orders/:name', state });
  await screen.findByRole('region', { name: 'Items' });
  return { ...view, api };
}

describe('OrderPage', () => {
  it('shows the order as placed: lines, stored totals, addresses, delivery window, payment terms', async () => {
    const { api } = await renderOrder();
    expect(screen.getByRole('heading', { level: 1, name: `Order ${ORDER.name}` })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getAllByRole('row')).toHaveLength(4);
    expect(within(items).getByRole('region', { name: 'Totals' })).toHaveTextContent('Grand total (you pay)₹2,540.00');
    const delivery = screen.getByRole('region', { name: 'Delivery and payment' });
    expect(delivery).toHaveTextContent('Shipping addressRavi General Stores12 Station Road, Near the bus standPune');
    expect(delivery).toHaveTextContent('Delivery window10:00 to 17:30');
    expect(delivery).toHaveTextContent('PaymentCash on delivery');
    expect(api.mock.calls[0]?.[0].params).toEqual({ name: ORDER.name });
  });

  it('confirms the order just placed', async () => {
    await renderOrder({}, { placedOrder: ORDER.name });
    expect(screen.getByText(t.orderPlaced(ORDER.name))).toBeInTheDocument();
  });

  it('cancels a Placed order only after the retailer confirms, then shows it Cancelled without Cancel', async () => {
    const { api, user } = await renderOrder({
      cancelSalesOrder: () => ({
        message: { status: 'success', sales_order: { ...ORDER, status: 'Cancelled', can_cancel: false } },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: t.confirmCancel(ORDER.name) });
    expect(bodiesTo(api, 'cancel_sales_order')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(t.cancelled(ORDER.name))).toBeInTheDocument();
    expect(bodiesTo(api, 'cancel_sales_order')).toEqual([{ name: ORDER.name }]);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('on a refused cancel shows the server’s reason and reads the order again, with its new status', async () => {
    const { api, user } = await renderOrder({
      getSalesOrder: inSequence(
        { message: { status: 'success', sales_order: ORDER } },
        { message: { status: 'success', sales_order: { ...ORDER, status: 'Dispatched', can_cancel: false } } },
      ),
      cancelSalesOrder: () => errorReply('validation', { text: m.cancelNotAllowed }, 417),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(m.cancelNotAllowed)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Dispatched')).toBeInTheDocument();
    expect(requestsTo(api, 'get_sales_order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers no Cancel once the order is past Placed', async () => {
    await renderOrder({
      getSalesOrder: () => ({
        message: { status: 'success', sales_order: { ...ORDER, status: 'Dispatched', can_cancel: false } },
      }),
    });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });

  it('reorders: today’s difference and the lines no longer sold, then the way to checkout', async () => {
    const { api, user } = await renderOrder({
      reorder: () => ({
        message: {
          status: 'success',
          cart: CART,
          placed_grand_total_paise: 254_000,
          today_grand_total_paise: 258_880,
          difference_paise: 4_880,
          lines: [],
          unavailable: ['suvasa-4g-24'],
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    const result = await screen.findByRole('status', { name: 'Reorder' });
    expect(result).toHaveTextContent(t.reordered);
    expect(result).toHaveTextContent(t.reorderDearer('₹48.80'));
    expect(result).toHaveTextContent('₹2,540.00 → ₹2,588.80');
    expect(result).toHaveTextContent(t.reorderUnavailable('Suvasa Pan Masala 4g'));
    expect(within(result).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(bodiesTo(api, 'ordering.reorder')).toEqual([{ name: ORDER.name }]);
    // The page's one cart (the drawer's) is the reply's, and Open cart opens the drawer on it.
    expect(cartStore.get().cart).toEqual(CART);
    await user.click(within(result).getByRole('button', { name: 'Open cart' }));
    expect(cartStore.get().open).toBe(true);
  });

  it('shows when each status was reached, and no Cancel once the company confirmed the order', async () => {
    await renderOrder({
      getSalesOrder: () => ({
        message: {
          status: 'success',
          sales_order: {
            ...ORDER,
            status: 'Confirmed',
            can_cancel: false,
            timeline: [
              { status: 'Placed', at: '2026-11-23T06:30:00.000Z' },
              { status: 'Confirmed', at: '2026-11-23T08:05:00.000Z' },
            ],
          },
        },
      }),
    });
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Placed 23 Nov 2026, 12:00 pm', 'Confirmed 23 Nov 2026, 1:35 pm']);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says "No such order." for an order the retailer does not have', async () => {
    logIn();
    fakeApi({ getSalesOrder: () => errorReply('not_found', { text: m.orderNotFound }, 404) });
    renderWithProviders(<OrderPage />, { path: '/orders/SAL-ORD-2026-99999', route: '/orders/:name' });
    expect(await screen.findByText(m.orderNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders');
  });
});

describe.each([
  {
    language: 'hi',
    items: 'माल',
    heading: `ऑर्डर ${ORDER.name}`,
    status: 'ऑर्डर हो गया',
    history: 'ऑर्डर कहाँ तक पहुँचा',
    moment: '23 नव॰ 2026, 12:00 pm',
    logIn: 'लॉग इन करें',
    loggedOut: 'अपना कार्ट और अपने ऑर्डर देखने के लिए लॉग इन करें।',
  },
  {
    language: 'gu',
    items: 'માલ',
    heading: `ઓર્ડર ${ORDER.name}`,
    status: 'ઑર્ડર થઈ ગયો',
    history: 'ઓર્ડર ક્યાં સુધી પહોંચ્યો',
    moment: '23 નવે, 2026 12:00 PM',
    logIn: 'લૉગ ઇન કરો',
    loggedOut: 'તમારી કાર્ટ અને તમારા ઓર્ડર જોવા માટે લૉગ ઇન કરો.',
  },
] as const)(
  'OrderPage in $language',
  ({ language, items, heading, status, history, moment, logIn: link, loggedOut }) => {
    it('shows the order, its status and its timeline in the language', async () => {
      logIn();
      const order = { ...ORDER, timeline: [{ status: 'Placed' as const, at: ORDER.transaction_date }] };
      fakeApi({ getSalesOrder: () => ({ message: { status: 'success', sales_order: order } }) });
      renderWithProviders(<OrderPage />, { path: PATH, route: '/orders/:name', language });
      await screen.findByRole('region', { name: items });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: history })).toHaveTextContent(`${status} ${moment}`);
      expect(document.body).not.toHaveTextContent(/Placed|Status|Reorder|Cash on delivery/);
    });

    it('asks a visitor without a login to log in, the link where the sentence puts it', () => {
      fakeApi({});
      renderWithProviders(<OrderPage />, { path: PATH, route: '/orders/:name', language });
      const login = screen.getByRole('link', { name: link });
      expect(login).toHaveAttribute('href', '/login');
      expect(login.parentElement).toHaveTextContent(loggedOut);
    });
  },
);
