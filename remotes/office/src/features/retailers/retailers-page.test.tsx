import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_PAGE } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { paramsTo, RETAILER_SUMMARY, SALES, sessionOf } from '../../test/fixtures';
import RetailersPage from './retailers-page';

describe('the office’s RetailersPage', () => {
  it('finds retailers by the search in the URL, and opens a retailer’s page', async () => {
    const api = fakeApi({
      me: sessionOf(SALES),
      listRetailers: () => ({
        message: {
          status: 'success',
          retailers: [
            { ...RETAILER_SUMMARY, blocked: true },
            {
              ...RETAILER_SUMMARY,
              customer_id: 'CUST-2',
              full_name: 'Meena Shah',
              gstin: '27AAAAA0000A1Z5',
              gstin_shared: true,
            },
          ],
          next_cursor: null,
        },
      }),
    });
    const { user } = renderWithProviders(<RetailersPage />, {
      path: '/office/retailers?search=9876543210',
      route: '/office/retailers',
    });
    const table = await screen.findByRole('table', { name: 'Retailers' });
    expect(within(table).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/office/retailers/CUST-1');
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'GSTIN' })).toBeInTheDocument();
    expect(within(table).getByText('None')).toBeInTheDocument();
    expect(within(table).getByText('27AAAAA0000A1Z5 (shared with another account)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a retailer' })).toHaveAttribute('href', '/office/retailers/new');
    expect(screen.getByLabelText('Search')).toHaveValue('9876543210');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'true');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(paramsTo(api, 'office.list_retailers')).toEqual([
        { search: '9876543210', page_length: DEFAULT_OFFICE_PAGE },
        { search: '9876543210', blocked: 'true', page_length: DEFAULT_OFFICE_PAGE },
      ]),
    );
  });
});
