import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isLoading } from '@site/state';
import { fakeApi, renderWithProviders } from '@site/testing';
import { CUSTOMER, logIn } from '../../test/fixtures';
import AddressPage from './address-page';
import { accountNotices } from '../../lib/notices';
import { SAMPLE_SHIPPING_ADDRESS } from './sample-address';

const card = (name: string) => screen.getByRole('article', { name });
const details = (article: HTMLElement) =>
  Object.fromEntries(
    Array.from(article.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('AddressPage', () => {
  it('shows the retailer’s own address from the customer record as the billing card', async () => {
    logIn();
    const api = fakeApi({ getCustomerDetail: () => ({ body: { message: CUSTOMER } }) });
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();

    await waitFor(() => expect(details(card('Billing Address')).Name).toBe('Ravi Kumar'));
    expect(api.mock.calls[0]?.[0].params).toEqual({ customer_id: 'CUST-1' });
    expect(isLoading()).toBe(false);
    expect(details(card('Billing Address'))).toEqual({
      Name: 'Ravi Kumar',
      Address: 'Ravi General Stores, 12 Station Road, Near the bus stand, Pune, Maharashtra 411001, India',
      Email: accountNotices.noEmailOnRecord,
      Phone: '+91 9876543210',
    });
  });

  it('keeps the shipping card as the spec draws it, marked as a sample', async () => {
    logIn();
    fakeApi({ getCustomerDetail: () => ({ body: { message: CUSTOMER } }) });
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    const shipping = card('Shipping Address');
    expect(within(shipping).getByText('Sample')).toBeInTheDocument();
    expect(details(shipping)).toEqual({
      Name: SAMPLE_SHIPPING_ADDRESS.name,
      Address: SAMPLE_SHIPPING_ADDRESS.address,
      Email: SAMPLE_SHIPPING_ADDRESS.email,
      Phone: SAMPLE_SHIPPING_ADDRESS.phone,
    });
    await waitFor(() => expect(isLoading()).toBe(false));
  });

  it('edits the billing address on the profile, marks delete unavailable and says why, and adds through the form', async () => {
    logIn();
    fakeApi({ getCustomerDetail: () => ({ body: { message: CUSTOMER } }) });
    const user = userEvent.setup();
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    await waitFor(() => expect(isLoading()).toBe(false));

    expect(screen.getByRole('link', { name: 'Edit billing address' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('link', { name: 'Edit shipping address' })).toHaveAttribute('href', '/user/create-address');
    for (const name of ['Delete billing address', 'Delete shipping address']) {
      const remove = screen.getByRole('button', { name });
      expect(remove).toHaveAttribute('aria-disabled', 'true');
      expect(remove).toHaveAccessibleDescription(/deleting other addresses is not available yet/i);
      await user.click(remove);
      expect(screen.getByTestId('location')).toHaveTextContent('/user-address');
    }
    expect(card('Billing Address')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Add New Address' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/create-address');
  });

  it('says so on the billing card when the record cannot be loaded', async () => {
    logIn();
    fakeApi({ getCustomerDetail: () => 'network-failure' });
    renderWithProviders(<AddressPage />, { path: '/user-address' });
    expect(await within(card('Billing Address')).findByText(accountNotices.billingFailed)).toBeInTheDocument();
    expect(isLoading()).toBe(false);
  });
});
