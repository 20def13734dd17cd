import type { AxiosRequestConfig } from 'axios';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartMessages, orderScreenTexts as t } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { logIn } from '../../test/fixtures';
import { ORDER } from '../../test/ordering-fixtures';
import OrdersPage from './orders-page';

const summary = (number: number, status: (typeof ORDER)['status'], grand: number) => ({
  name: `SAL-ORD-2026-${String(number).padStart(5, '0')}`,
  transaction_date: ORDER.transaction_date,
  status,
  total_qty: 8,
  grand_total_paise: grand,
});

describe('OrdersPage', () => {
  it('lists the orders as the server sends them (newest first): number linking to the order, total, date, status', async () => {
    logIn();
    const api = fakeApi({
      getSalesOrders: () => ({
        message: {
          status: 'success',
          orders: [summary(8, 'Placed', 325_120), summary(7, 'Cancelled', 120_000)],
          total_count: 2,
        },
      }),
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'SAL-ORD-2026-00008' })).toHaveAttribute(
      'href',
      '/orders/SAL-ORD-2026-00008',
    );
    expect(rows[0]).toHaveTextContent('₹3,251.20');
    expect(rows[0]).toHaveTextContent('23 Nov 2026');
    expect(rows[0]).toHaveTextContent('Placed');
    expect(rows[1]).toHaveTextContent('Cancelled');
    const [request] = api.mock.calls.map(([config]) => config as AxiosRequestConfig);
    expect(request?.params).toEqual({ start: 0, page_length: 20 });
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).toBeNull();
  });

  it('pages through a long history with the server’s start and page_length', async () => {
    logIn();
    const api = fakeApi({
      getSalesOrders: (request) => {
        const start = Number((request.params as { start: number }).start);
        return {
          message: {
            status: 'success',
            orders: [summary(45 - start, 'Delivered', 100_000)],
            total_count: 45,
          },
        };
      },
    });
    const { user } = renderWithProviders(<OrdersPage />, { path: '/orders' });
    const pager = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(pager).toHaveTextContent(t.pageOf(1, 3));
    expect(within(pager).getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'SAL-ORD-2026-00025' })).toBeInTheDocument();
    expect(pager).toHaveTextContent(t.pageOf(2, 3));
    const starts = api.mock.calls.map(([config]) => (config.params as { start: number }).start);
    expect(starts).toEqual([0, 20]);
  });

  it('says so when there are no orders yet, with a way to the products', async () => {
    logIn();
    fakeApi({ getSalesOrders: () => ({ message: { status: 'success', orders: [], total_count: 0 } }) });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText(t.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.backToProducts })).toHaveAttribute('href', '/home');
  });
});

describe.each([
  { language: 'hi', list: 'आपके ऑर्डर', date: '23 नव॰ 2026 · 8 पैक', placed: 'ऑर्डर हो गया', cancelled: 'रद्द' },
  { language: 'gu', list: 'તમારા ઓર્ડર', date: '23 નવે, 2026 · 8 પૅક', placed: 'ઑર્ડર થઈ ગયો', cancelled: 'રદ' },
] as const)('OrdersPage in $language', ({ language, list, date, placed, cancelled }) => {
  it('lists the orders with their dates and statuses in the language', async () => {
    logIn();
    fakeApi({
      getSalesOrders: () => ({
        message: {
          status: 'success',
          orders: [summary(8, 'Placed', 12_345_650), summary(7, 'Cancelled', 120_000)],
          total_count: 2,
        },
      }),
    });
    renderWithProviders(<OrdersPage />, { path: '/orders', language });
    const rows = within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
    // Indian digit grouping: lakhs, then thousands.
    expect(rows[0]).toHaveTextContent('₹1,23,456.50');
    expect(rows[0]).toHaveTextContent(date);
    expect(rows[0]).toHaveTextContent(placed);
    expect(rows[1]).toHaveTextContent(cancelled);
    expect(document.body).not.toHaveTextContent(/Placed|Cancelled|packs/);
  });
});
