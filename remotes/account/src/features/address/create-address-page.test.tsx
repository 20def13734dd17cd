import type { AxiosRequestConfig } from 'axios';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { retailerMessages as r } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { logIn, referenceHandlers } from '../../test/fixtures';
import { accountNotices } from '../../lib/notices';
import CreateAddressPage from './create-address-page';

const LABELS = ['Shop Name', 'Address Line-1', 'Address Line-2', 'City', 'State', 'Pincode', 'Country'] as const;
type Label = (typeof LABELS)[number];

const control = (label: Label) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const errorOf = (element: HTMLElement) => {
  const id = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .find((candidate) => candidate.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function setField(user: UserEvent, label: Label, value: string) {
  const element = control(label);
  if (element instanceof HTMLSelectElement) {
    await user.selectOptions(element, value);
  } else {
    await user.clear(element);
    if (value) await user.type(element, value);
  }
}

async function renderForm() {
  logIn();
  const api = fakeApi(referenceHandlers);
  const user = userEvent.setup();
  renderWithProviders(<CreateAddressPage />, { path: '/user/create-address' });
  await screen.findByRole('option', { name: 'Gujarat' });
  return { api, user };
}

describe('CreateAddressPage', () => {
  it('shows the Location Information form with India as the default country', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Location Information' })).toBeInTheDocument();
    for (const label of LABELS) expect(control(label)).toBeInTheDocument();
    expect(control('Country')).toHaveValue('India');
    expect(control('State')).toHaveValue('');
  });

  it('applies the create-address rules (docs/product.md#retailer-form-rules) on Submit, focusing the first field in error', async () => {
    const { user } = await renderForm();
    await setField(user, 'Country', '');
    await user.click(submit());
    const expected: Record<Label, string> = {
      'Shop Name': r.shopNameRequired,
      'Address Line-1': r.address1Required,
      'Address Line-2': r.address2Required,
      City: r.cityRequired,
      State: r.signUp.stateRequired,
      Pincode: r.signUp.pincodeRequired,
      Country: r.signUp.countryRequired,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(errorOf(control(label as Label)), label).toBe(message);
      expect(control(label as Label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(control('Shop Name')).toHaveFocus();

    await setField(user, 'Pincode', '4110');
    await user.click(submit());
    expect(errorOf(control('Pincode'))).toBe(r.signUp.pincodeLength);
  });

  it('editing a field clears its error', async () => {
    const { user } = await renderForm();
    await user.click(submit());
    await user.type(control('City'), 'Pune');
    expect(errorOf(control('City'))).toBeNull();
    await user.selectOptions(control('State'), 'Karnataka');
    expect(errorOf(control('State'))).toBeNull();
    expect(errorOf(control('Shop Name'))).toBe(r.shopNameRequired);
  });

  it('a complete address says plainly that nothing was saved, sends nothing and keeps the data', async () => {
    const { api, user } = await renderForm();
    const values: Record<Label, string> = {
      'Shop Name': 'Ravi Stores',
      'Address Line-1': '1 MG Road',
      'Address Line-2': 'Opposite the temple',
      City: 'Mysuru',
      State: 'Karnataka',
      Pincode: '570001',
      Country: 'India',
    };
    for (const [label, value] of Object.entries(values)) await setField(user, label as Label, value);
    await user.click(submit());

    expect(screen.getByRole('status')).toHaveTextContent(accountNotices.addressNotSaved);
    expect(document.querySelectorAll('[id$="-error"]')).toHaveLength(0);
    for (const [label, value] of Object.entries(values)) expect(control(label as Label)).toHaveValue(value);
    const sent = api.mock.calls.map(([config]) => (config as AxiosRequestConfig).method);
    expect(sent.every((method) => method === 'GET')).toBe(true);

    // Editing again withdraws the note until the next Submit.
    await user.type(control('City'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
