import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressBookTexts as t, orderingMessages as m } from '@site/contract';
import { currentLocation, errorReply, fakeApi, type FakeHandlers, renderWithProviders } from '@site/testing';
import en from '../../locales/en.json';
import { bodiesTo } from '../../test/api-requests';
import { logIn, referenceHandlers } from '../../test/fixtures';
import { BILLING, GODOWN as STORED } from '../../test/ordering-fixtures';
import EditAddressPage from './edit-address-page';

/** A shipping address as the server stores it (line 2 is required). */
const GODOWN = { ...STORED, address_line2: 'Behind the market' };
const book = { message: { status: 'success', addresses: [BILLING, GODOWN] } };

function renderEdit(name: string, handlers: FakeHandlers = {}, state?: unknown) {
  logIn();
  const api = fakeApi({ ...referenceHandlers, getAddresses: () => book, ...handlers });
  const view = renderWithProviders(<EditAddressPage />, {
    path: `/user/edit-address/${name}`,
    route: '/user/edit-address/:name',
    state,
  });
  return { ...view, api };
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('EditAddressPage', () => {
  it('fills the Location Information form with the address', async () => {
    renderEdit('ADDR-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Address Ravi Godown' });
    await waitFor(() => expect(control('State')).toHaveValue('Gujarat'));
    expect(control('Shop Name')).toHaveValue('Ravi Godown');
    expect(control('Address Line-1')).toHaveValue('4 Ring Road');
    expect(control('Address Line-2')).toHaveValue('Behind the market');
    expect(control('City')).toHaveValue('Surat');
    expect(control('Pincode')).toHaveValue('395003');
    expect(control('Country')).toHaveValue('India');
  });

  it('saves with update_address (the default unchanged), then goes back to the list with a notice', async () => {
    const { api, user } = renderEdit('ADDR-2', {
      updateAddress: () => ({ message: { status: 'success', address: { ...GODOWN, city: 'Vadodara' } } }),
    });
    await screen.findByRole('option', { name: 'Gujarat' });
    await user.clear(control('City'));
    await user.type(control('City'), 'Vadodara');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/user-address'));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(bodiesTo(api, 'update_address')).toEqual([
      {
        name: 'ADDR-2',
        shopName: 'Ravi Godown',
        address1: '4 Ring Road',
        address2: 'Behind the market',
        city: 'Vadodara',
        state: 'Gujarat',
        pincode: '395003',
        country: 'India',
      },
    ]);
  });

  it('keeps what was entered and shows the server’s words when it refuses', async () => {
    const { user } = renderEdit('ADDR-2', {
      updateAddress: () => errorReply('not_found', { text: m.addressNotFound }, 404),
    });
    await screen.findByRole('option', { name: 'Gujarat' });
    await user.clear(control('City'));
    await user.type(control('City'), 'Vadodara');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${t.notSaved} ${m.addressNotFound}`));
    expect(control('City')).toHaveValue('Vadodara');
    // Still on the page: the location probe shows only elsewhere.
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says so for an address the book does not have', async () => {
    renderEdit('ADDR-404');
    expect(await screen.findByText(m.addressNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Addresses' })).toHaveAttribute('href', '/user-address');
  });

  it('says so when the book cannot be loaded', async () => {
    renderEdit('ADDR-2', { getAddresses: () => 'network-failure' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['address.loadFailed']));
  });
});
