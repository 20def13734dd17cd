import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressBookTexts as t, retailerMessages as r } from '@site/contract';
import { inLanguage } from '@site/contract/i18n';
import {
  currentLocation,
  errorReply,
  fakeApi,
  type FakeHandlers,
  heldReply,
  inSequence,
  renderWithProviders,
  loadingOverlayShown,
} from '@site/testing';
import { bodiesTo } from '../../test/api-requests';
import { logIn, referenceHandlers } from '../../test/fixtures';
import { GODOWN } from '../../test/ordering-fixtures';
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

async function renderForm(handlers: FakeHandlers = {}, state?: unknown) {
  logIn();
  const api = fakeApi({ ...referenceHandlers, ...handlers });
  const user = userEvent.setup();
  renderWithProviders(<CreateAddressPage />, { path: '/user/create-address', state });
  await screen.findByRole('option', { name: 'Gujarat' });
  return { api, user };
}

const VALUES: Record<Label, string> = {
  'Shop Name': 'Ravi Stores',
  'Address Line-1': '1 MG Road',
  'Address Line-2': 'Opposite the temple',
  City: 'Mysuru',
  State: 'Karnataka',
  Pincode: '570001',
  Country: 'India',
};
/** What create_address is sent for VALUES: the form's fields as they are. */
const BODY = {
  shopName: 'Ravi Stores',
  address1: '1 MG Road',
  address2: 'Opposite the temple',
  city: 'Mysuru',
  state: 'Karnataka',
  pincode: '570001',
  country: 'India',
};
const SAVED = { ...GODOWN, name: 'ADDR-9', address_title: 'Ravi Stores' };

async function fillIn(user: UserEvent) {
  for (const [label, value] of Object.entries(VALUES)) await setField(user, label as Label, value);
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

  it('saves a complete address with create_address, then goes back to the list with a notice', async () => {
    const held = heldReply({ message: { status: 'success', address: SAVED } });
    const { api, user } = await renderForm({ createAddress: () => held.promise });
    await fillIn(user);
    await user.click(submit());
    expect(loadingOverlayShown()).toBe(true);
    expect(bodiesTo(api, 'create_address')).toEqual([{ ...BODY }]);
    act(() => held.release());

    await waitFor(() => expect(currentLocation().pathname).toBe('/user-address'));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(loadingOverlayShown()).toBe(false);
  });

  it.each([
    ['checkout’s returnTo', { returnTo: '/checkout' }, '/checkout'],
    ['another site’s address', { returnTo: '//example.com/phish' }, '/user-address'],
  ])('after saving, follows %s only when it is one of our pages', async (_, state, expected) => {
    const { user } = await renderForm(
      { createAddress: () => ({ message: { status: 'success', address: SAVED } }) },
      state,
    );
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(currentLocation().pathname).toBe(expected));
  });

  it('shows the server’s field messages under their fields and keeps everything entered', async () => {
    const { user } = await renderForm({
      createAddress: () =>
        errorReply(
          'validation',
          { text: 'Please correct the highlighted fields.', errors: { city: 'Too long.' } },
          417,
        ),
    });
    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(errorOf(control('City'))).toBe('Too long.'));
    expect(control('City')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(t.notSaved);
    for (const [label, value] of Object.entries(VALUES)) expect(control(label as Label)).toHaveValue(value);
    expect(screen.getByTestId('location')).toHaveTextContent('/user/create-address');
  });

  it('with no reply says the address was not saved, keeps it, and saves on the next Submit', async () => {
    const { api, user } = await renderForm({
      createAddress: inSequence('network-failure', { message: { status: 'success', address: SAVED } }),
    });
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${t.notSaved} ${t.tryAgain}`));
    for (const [label, value] of Object.entries(VALUES)) expect(control(label as Label)).toHaveValue(value);

    await user.click(submit());
    await waitFor(() => expect(currentLocation().pathname).toBe('/user-address'));
    expect(bodiesTo(api, 'create_address')).toEqual([{ ...BODY }, { ...BODY }]);
  });
});

describe.each([
  {
    language: 'hi',
    title: 'नया पता जोड़ें',
    labels: ['दुकान का नाम', 'पता लाइन-1', 'पता लाइन-2', 'शहर', 'राज्य', 'पिनकोड', 'देश'],
    submit: 'सेव करें',
  },
  {
    language: 'gu',
    title: 'નવું સરનામું ઉમેરો',
    labels: ['દુકાનનું નામ', 'સરનામું લાઇન-1', 'સરનામું લાઇન-2', 'શહેર', 'રાજ્ય', 'પિનકોડ', 'દેશ'],
    submit: 'સેવ કરો',
  },
] as const)('CreateAddressPage in $language', ({ language, title, labels, submit: submitName }) => {
  it('shows the form and its validation messages in the language', async () => {
    logIn();
    fakeApi(referenceHandlers);
    const user = userEvent.setup();
    renderWithProviders(<CreateAddressPage />, { path: '/user/create-address', language });
    await screen.findByRole('option', { name: 'Gujarat' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const controls = labels.map((label) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement);
    const [shopName, address1, address2, city, state, pincode, country] = controls;
    await user.selectOptions(country!, '');
    await user.click(screen.getByRole('button', { name: submitName }));
    const expected = [
      [shopName, r.shopNameRequired],
      [address1, r.address1Required],
      [address2, r.address2Required],
      [city, r.cityRequired],
      [state, r.signUp.stateRequired],
      [pincode, r.signUp.pincodeRequired],
      [country, r.signUp.countryRequired],
    ] as const;
    for (const [control, english] of expected) {
      const message = inLanguage(english, language);
      expect(message).not.toBe(english);
      expect(errorOf(control!)).toBe(message);
    }
    expect(shopName).toHaveFocus();
    await user.type(pincode!, '4110');
    await user.click(screen.getByRole('button', { name: submitName }));
    expect(errorOf(pincode!)).toBe(inLanguage(r.signUp.pincodeLength, language));
  });
});
