import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Address, addressBookTexts as t, orderingMessages as m } from '@site/contract';
import {
  errorReply,
  fakeApi,
  type FakeHandlers,
  heldReply,
  inSequence,
  loadingOverlayShown,
  renderWithProviders,
} from '@site/testing';
import en from '../../locales/en.json';
import { bodiesTo } from '../../test/api-requests';
import { logIn } from '../../test/fixtures';
import { BILLING, GODOWN } from '../../test/ordering-fixtures';
import AddressPage from './address-page';

const SHOP: Address = {
  ...GODOWN,
  name: 'ADDR-3',
  address_title: 'Ravi Shop Two',
  address_line1: '9 Lake Road',
  city: 'Mysuru',
  state: 'Karnataka',
  pincode: '570001',
  is_shipping_address: false,
};

const book = (...addresses: Address[]) => ({ message: { status: 'success', addresses } });

async function renderBook(handlers: FakeHandlers) {
  logIn();
  const api = fakeApi(handlers);
  const view = renderWithProviders(<AddressPage />, { path: '/user-address' });
  await screen.findByRole('heading', { level: 2, name: 'Billing Address' });
  return { ...view, api };
}

const card = (name: string) => screen.getByRole('article', { name });
const details = (article: HTMLElement) =>
  Object.fromEntries(
    Array.from(article.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
describe('AddressPage', () => {
  it('shows the billing address and the shipping addresses of the book, each card with name, address, email and phone', async () => {
    const held = heldReply(book(BILLING, GODOWN, SHOP));
    logIn();
    fakeApi({ getAddresses: () => held.promise });
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en['address.loading']);
    expect(loadingOverlayShown()).toBe(true);
    act(() => held.release());

    const billing = await screen.findByRole('region', { name: 'Billing Address' });
    expect(details(within(billing).getByRole('article', { name: 'Ravi General Stores' }))).toEqual({
      Name: 'Ravi General Stores',
      Address: '12 Station Road, Near the bus stand, Pune, Maharashtra 411001, India',
      Email: en['address.noEmail'],
      Phone: '+91 9876543210',
    });
    const shipping = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(shipping).getAllByRole('article')).toHaveLength(2);
    expect(details(card('Ravi Godown')).Address).toBe('4 Ring Road, Surat, Gujarat 395003, India');
    expect(within(card('Ravi Godown')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Ravi Godown')).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(within(card('Ravi Shop Two')).queryByText('Default')).toBeNull();
    expect(loadingOverlayShown()).toBe(false);
  });

  it('edits billing on the profile and explains why it cannot be deleted; shipping edits on its own page; Add New Address', async () => {
    const { api, user } = await renderBook({ getAddresses: () => book(BILLING, GODOWN) });
    expect(screen.getByRole('link', { name: 'Edit billing address' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('link', { name: 'Edit Ravi Godown' })).toHaveAttribute('href', '/user/edit-address/ADDR-2');

    const removeBilling = screen.getByRole('button', { name: 'Delete billing address' });
    expect(removeBilling).toHaveAttribute('aria-disabled', 'true');
    expect(removeBilling).toHaveAccessibleDescription(m.billingNotDeletable);
    await user.click(removeBilling);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodiesTo(api, 'delete_address')).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Add New Address' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/create-address');
  });

  it('deletes a shipping address only after the retailer confirms, then shows the book without it', async () => {
    const { api, user } = await renderBook({
      getAddresses: inSequence(book(BILLING, GODOWN, SHOP), book(BILLING, { ...SHOP, is_shipping_address: true })),
      deleteAddress: () => ({ message: { status: 'success', name: GODOWN.name } }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Godown' }));
    const confirm = screen.getByRole('alertdialog', { name: t.confirmDelete('Ravi Godown') });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodiesTo(api, 'delete_address')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Godown' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(t.deleted('Ravi Godown'))).toBeInTheDocument();
    expect(bodiesTo(api, 'delete_address')).toEqual([{ name: 'ADDR-2' }]);
    expect(screen.queryByRole('article', { name: 'Ravi Godown' })).toBeNull();
    // The server moved the default to the oldest remaining address.
    expect(within(card('Ravi Shop Two')).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s words when it refuses a delete, and keeps the address', async () => {
    const { user } = await renderBook({
      getAddresses: () => book(BILLING, GODOWN),
      deleteAddress: () => errorReply('not_found', { text: m.addressNotFound }, 404),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Godown' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${t.deleteFailed} ${m.addressNotFound}`));
    expect(card('Ravi Godown')).toBeInTheDocument();
  });

  it('makes another shipping address the default with update_address and the address as it is', async () => {
    const { api, user } = await renderBook({
      getAddresses: inSequence(
        book(BILLING, GODOWN, SHOP),
        book(BILLING, { ...GODOWN, is_shipping_address: false }, { ...SHOP, is_shipping_address: true }),
      ),
      updateAddress: () => ({ message: { status: 'success', address: { ...SHOP, is_shipping_address: true } } }),
    });
    await user.click(within(card('Ravi Shop Two')).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText(t.defaultChanged('Ravi Shop Two'))).toBeInTheDocument();
    expect(bodiesTo(api, 'update_address')).toEqual([
      {
        name: 'ADDR-3',
        shopName: 'Ravi Shop Two',
        address1: '9 Lake Road',
        address2: '',
        city: 'Mysuru',
        state: 'Karnataka',
        pincode: '570001',
        country: 'India',
        is_default: true,
      },
    ]);
    await waitFor(() => expect(within(card('Ravi Shop Two')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Ravi Godown')).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('says when the default could not be changed (no reply)', async () => {
    const { user } = await renderBook({
      getAddresses: () => book(BILLING, GODOWN, SHOP),
      updateAddress: () => 'network-failure',
    });
    await user.click(within(card('Ravi Shop Two')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${t.defaultFailed} ${t.tryAgain}`));
    expect(within(card('Ravi Godown')).getByText('Default')).toBeInTheDocument();
  });

  it('with no shipping address says where orders go, and still offers Add New Address', async () => {
    await renderBook({ getAddresses: () => book(BILLING) });
    const shipping = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(shipping).getByText(t.noShippingAddress)).toBeInTheDocument();
    expect(within(shipping).queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/user/create-address');
  });

  it('says so when the book cannot be loaded', async () => {
    logIn();
    fakeApi({ getAddresses: () => 'network-failure' });
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['address.loadFailed']));
    expect(loadingOverlayShown()).toBe(false);
  });
});
