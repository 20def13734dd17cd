import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_PAGE, ORDER_STATUSES, officeOperationsTexts } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { OFFICE_ORDER, paramsTo, SALES, sessionOf } from '../../test/fixtures';
import OrdersPage from './orders-page';

const ROW = {
  name: OFFICE_ORDER.name,
  transaction_date: OFFICE_ORDER.transaction_date,
  status: 'Placed',
  total_qty: 2,
  grand_total_paise: 134_400,
  customer_id: 'CUST-1',
  shop_name: 'Ravi General Stores',
  mobile: '9876543210',
  city: 'Pune',
  place_of_supply: 'Maharashtra',
};

const page = (nextCursor: string | null) => ({
  message: {
    status: 'success',
    orders: [ROW],
    next_cursor: nextCursor,
    counts: { Placed: 3, Confirmed: 1, Dispatched: 0, Delivered: 2, Cancelled: 1 },
  },
});

describe('the office’s OrdersPage', () => {
  it('lists the orders with a count per status, and filters and pages through the URL', async () => {
    const api = fakeApi({ me: sessionOf(SALES), listOrders: () => page('cursor-2') });
    const { user } = renderWithProviders(<OrdersPage />, { path: '/office/orders', route: '/office/orders' });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getByRole('link', { name: OFFICE_ORDER.name })).toHaveAttribute(
      'href',
      `/office/orders/${OFFICE_ORDER.name}`,
    );
    expect(within(table).getByText('₹1,344.00')).toBeInTheDocument();
    const counts = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(counts).getByRole('link', { name: 'Placed: 3' })).toHaveAttribute(
      'href',
      '/office/orders?status=Placed',
    );

    await user.type(screen.getByLabelText('Search'), 'Ravi');
    await user.selectOptions(screen.getByLabelText('Status'), 'Placed');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByRole('button', { name: 'First page' });

    expect(paramsTo(api, 'office.list_orders')).toEqual([
      { page_length: DEFAULT_OFFICE_PAGE },
      { status: 'Placed', search: 'Ravi', page_length: DEFAULT_OFFICE_PAGE },
      { status: 'Placed', search: 'Ravi', cursor: 'cursor-2', page_length: DEFAULT_OFFICE_PAGE },
    ]);
  });

  it('parses the filters of the address as the API does, and says what is wrong with one it refuses', async () => {
    const api = fakeApi({ me: sessionOf(SALES), listOrders: () => page(null) });
    renderWithProviders(<OrdersPage />, {
      path: '/office/orders?status=Lost&search=Ravi',
      route: '/office/orders',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(officeOperationsTexts.statusInvalid(ORDER_STATUSES));
    await screen.findByRole('table', { name: 'Orders, newest first' });
    // The list is read unfiltered rather than with a status the API would refuse.
    expect(paramsTo(api, 'office.list_orders')).toEqual([{ page_length: DEFAULT_OFFICE_PAGE }]);
  });
});
