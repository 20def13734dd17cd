import type { AxiosRequestConfig } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type CustomerDetail,
  feedbackMessages,
  gstinMessages,
  mobileChangeTexts,
  phoneMessages,
  retailerMessages as r,
} from '@site/contract';
import { getLogin } from '@site/state';
import { request } from '@site/state/api';
import {
  errorReply,
  fakeApi,
  heldReply,
  loadingOverlayShown,
  renderWithProviders,
  type FakeReply,
} from '@site/testing';
import { CUSTOMER, logIn, referenceHandlers } from '../../test/fixtures';
import en from '../../locales/en.json';
import ProfilePage from './profile-page';

const SERVER = 'http://localhost:8000';
const TEXT_FIELDS = [
  'First Name',
  'Phone Number',
  'Shop Name',
  'Address Line-1',
  'Address Line-2',
  'City',
  'Pincode',
] as const;
const SELECT_FIELDS = ['State', 'Country', 'Business Type'] as const;
const TIME_FIELDS = [
  'Opening Time',
  'Closing Time',
  'Preferable Delivery Time From',
  'Preferable Delivery Time To',
] as const;
type Label = (typeof TEXT_FIELDS)[number] | (typeof SELECT_FIELDS)[number] | (typeof TIME_FIELDS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** The control of a label: the label's text is exactly the spec's field name. */
const control = (label: Label) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
const pictureButton = () => screen.getByRole('button', { name: 'Change profile picture' });
const shownPicture = () => pictureButton().querySelector('img')?.getAttribute('src');
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const messages = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('-error'));
  return messages[0]?.textContent ?? null;
}

async function setField(user: UserEvent, label: Label, value: string) {
  const element = control(label);
  if (element instanceof HTMLSelectElement) {
    await user.selectOptions(element, value);
  } else if (element.type === 'time') {
    // Typing character by character passes through invalid times; set the whole value as a picker does.
    fireEvent.change(element, { target: { value } });
  } else {
    await user.clear(element);
    if (value) await user.type(element, value);
  }
}

const SUCCESS_DETAIL = (overrides: Partial<CustomerDetail> = {}): FakeReply => ({
  body: { message: { ...CUSTOMER, ...overrides } },
});

async function renderProfile(handlers: Parameters<typeof fakeApi>[0] = {}, { applyAccept = true } = {}) {
  logIn();
  const api = fakeApi({ ...referenceHandlers, getCustomerDetail: () => SUCCESS_DETAIL(), ...handlers });
  const user = userEvent.setup({ applyAccept });
  renderWithProviders(<ProfilePage />, { path: '/user/profile' });
  await screen.findByRole('form', { name: 'Profile' });
  // The option lists arrive on their own.
  await screen.findByRole('option', { name: 'Gujarat' });
  return { api, user };
}

const requestsTo = (api: ReturnType<typeof fakeApi>, method: string) =>
  api.mock.calls.map(([config]) => config as AxiosRequestConfig).filter((config) => config.method === method);

describe('ProfilePage: loading', () => {
  it('asks a visitor without a login to log in, and calls nothing', () => {
    const api = fakeApi({});
    renderWithProviders(<ProfilePage />, { path: '/user/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('loads the record under the loading overlay, then fills every field: HH:MM times, the picture from the server', async () => {
    logIn();
    const held = heldReply(SUCCESS_DETAIL());
    const api = fakeApi({ ...referenceHandlers, getCustomerDetail: () => held.promise });
    renderWithProviders(<ProfilePage />, { path: '/user/profile' });

    await waitFor(() => expect(loadingOverlayShown()).toBe(true));
    expect(screen.queryByRole('form')).toBeNull();
    const [request] = requestsTo(api, 'GET').filter((config) => config.url?.endsWith('get_customer_detail'));
    expect(request?.params).toEqual({ customer_id: 'CUST-1' });
    expect(request?.headers).toMatchObject({ Authorization: 'token key123:secret456' });

    act(() => held.release());
    await screen.findByRole('form', { name: 'Profile' });
    expect(loadingOverlayShown()).toBe(false);
    await screen.findByRole('option', { name: 'Gujarat' });

    for (const heading of ['Personal Information', 'Location Information', 'Other Information']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const expected: Record<Label, string> = {
      'First Name': 'Ravi Kumar',
      'Phone Number': '9876543210',
      'Shop Name': 'Ravi General Stores',
      'Address Line-1': '12 Station Road',
      'Address Line-2': 'Near the bus stand',
      City: 'Pune',
      State: 'Maharashtra',
      Country: 'India',
      Pincode: '411001',
      'Business Type': 'Kirana / General Store',
      'Opening Time': '09:05',
      'Closing Time': '20:00',
      'Preferable Delivery Time From': '10:00',
      'Preferable Delivery Time To': '17:30',
    };
    for (const [label, value] of Object.entries(expected)) expect(control(label as Label)).toHaveValue(value);
    expect(shownPicture()).toBe(`${SERVER}/files/abcdefghijklmnopqrstuv.webp`);
    expect(control('Phone Number')).toHaveAttribute('maxLength', '10');
    expect(control('Phone Number')).toHaveAccessibleDescription('+91');
    // Only industry types that have a name become business types.
    expect(
      within(control('Business Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select business type', 'Kirana / General Store', 'Pan Shop']);
  });

  it.each<[string, () => FakeReply | 'network-failure']>([
    ['an error reply', () => errorReply('server_error', { text: 'Server error.' }, 500)],
    ['a forbidden reply', () => errorReply('forbidden', { text: 'No.' }, 403)],
    ['no reply at all', () => 'network-failure'],
  ])('after %s, loading stops and nothing is shown', async (_, reply) => {
    logIn();
    const api = fakeApi({ ...referenceHandlers, getCustomerDetail: reply });
    renderWithProviders(<ProfilePage />, { path: '/user/profile' });
    await waitFor(() => expect(api).toHaveBeenCalled());
    await waitFor(() => expect(loadingOverlayShown()).toBe(false));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent(/error|failed|wrong/i);
  });
});

describe('ProfilePage: validation on save', () => {
  it('shows every profile message (docs/product.md#retailer-form-rules) under its field, tied to it, and focuses the first', async () => {
    const { api, user } = await renderProfile();
    for (const label of [...TEXT_FIELDS, ...SELECT_FIELDS, ...TIME_FIELDS]) await setField(user, label, '');
    await user.click(saveButton());

    const expected: Record<Label, string> = {
      'First Name': r.firstNameRequired,
      'Phone Number': phoneMessages.profile.required,
      'Shop Name': r.shopNameRequired,
      'Address Line-1': r.address1Required,
      'Address Line-2': r.address2Required,
      City: r.cityRequired,
      State: r.profile.stateRequired,
      Country: r.profile.countryRequired,
      Pincode: r.profile.pincodeRequired,
      'Business Type': r.businessTypeRequired,
      'Opening Time': r.openingFromRequired,
      'Closing Time': r.openingToRequired,
      'Preferable Delivery Time From': r.deliveryFromRequired,
      'Preferable Delivery Time To': r.deliveryToRequired,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(errorOf(control(label as Label)), label).toBe(message);
      expect(control(label as Label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(control('First Name')).toHaveFocus();
    expect(requestsTo(api, 'PUT')).toHaveLength(0);
  });

  it.each<[Label, string, string]>([
    ['Phone Number', '98765abcde', phoneMessages.profile.digits],
    ['Phone Number', '98765', phoneMessages.profile.length],
    ['Phone Number', '4876543210', phoneMessages.profile.prefix],
    ['Pincode', '41100', r.profile.pincodeLength],
    ['Pincode', '   ', r.profile.pincodeRequired],
    ['First Name', '   ', r.firstNameRequired],
  ])('%s "%s" → "%s", focused, nothing sent', async (label, value, message) => {
    const { api, user } = await renderProfile();
    await setField(user, label, value);
    await user.click(saveButton());
    expect(errorOf(control(label))).toBe(message);
    expect(control(label)).toHaveFocus();
    expect(document.querySelectorAll('[id$="-error"]')).toHaveLength(1);
    expect(requestsTo(api, 'PUT')).toHaveLength(0);
  });

  it('editing a field clears its own error and leaves the others', async () => {
    const { user } = await renderProfile();
    await setField(user, 'City', '');
    await setField(user, 'Shop Name', '');
    await user.click(saveButton());
    expect(control('Shop Name')).toHaveFocus();
    await user.type(control('City'), 'N');
    expect(errorOf(control('City'))).toBeNull();
    expect(control('City')).toHaveAttribute('aria-invalid', 'false');
    expect(errorOf(control('Shop Name'))).toBe(r.shopNameRequired);
  });
});

describe('ProfilePage: picture', () => {
  const file = (name: string, type: string) => new File(['picture bytes'], name, { type });

  it('opens the file picker from the picture and from Choose Image', async () => {
    await renderProfile();
    const opened = vi.spyOn(fileInput(), 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(pictureButton());
    await user.click(screen.getByRole('button', { name: 'Choose Image' }));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(fileInput()).toHaveAttribute('accept', '.jpeg,.jpg,.png,.webp,image/jpeg,image/png,image/webp');
  });

  it('silently ignores any file but jpeg, jpg, png and webp, and previews the ones it takes', async () => {
    // The browser's accept filter is bypassed (as "All files" in a picker does), so our own filter is what is tested.
    const { user } = await renderProfile({}, { applyAccept: false });
    const saved = `${SERVER}/files/abcdefghijklmnopqrstuv.webp`;

    for (const ignored of [
      file('anim.gif', 'image/gif'),
      file('logo.svg', 'image/svg+xml'),
      file('doc.pdf', 'application/pdf'),
      file('png', 'image/png'),
    ]) {
      await user.upload(fileInput(), ignored);
      expect(shownPicture(), ignored.name).toBe(saved);
      expect(screen.queryByText(/^New picture/)).toBeNull();
      expect(document.querySelector('[id$="-error"]')).toBeNull();
    }

    for (const [name, type] of [
      ['me.jpeg', 'image/jpeg'],
      ['me.JPG', 'image/jpeg'],
      ['me.webp', 'image/webp'],
      ['me.png', 'image/png'],
    ] as const) {
      await user.upload(fileInput(), file(name, type));
      expect(shownPicture(), name).toMatch(new RegExp(`^blob:preview-\\d+-${escapeRegExp(name)}$`));
      expect(screen.getByText(`New picture: ${name}. It is saved with Save Changes.`)).toBeInTheDocument();
    }
    // Each replaced preview's address is given back.
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
  });
});

describe('ProfilePage: saving', () => {
  const EDITED: Record<Label, string> = {
    'First Name': 'Sunita',
    'Phone Number': '7012345678',
    'Shop Name': 'Sunita Pan Shop',
    'Address Line-1': '4 Market Lane',
    'Address Line-2': 'Opposite the post office',
    City: 'Surat',
    State: 'Gujarat',
    Country: 'Nepal',
    Pincode: '395003',
    'Business Type': 'Pan Shop',
    'Opening Time': '08:30',
    'Closing Time': '21:00',
    'Preferable Delivery Time From': '11:00',
    'Preferable Delivery Time To': '16:45',
  };

  async function editEverything(user: UserEvent) {
    for (const [label, value] of Object.entries(EDITED)) await setField(user, label as Label, value);
  }

  const expectEditedValuesKept = () => {
    for (const [label, value] of Object.entries(EDITED)) expect(control(label as Label), label).toHaveValue(value);
  };

  it('sends the multipart body (docs/product.md#profile-update-fields) with the token header, under the loading overlay, then the success toast', async () => {
    const held = heldReply(
      SUCCESS_DETAIL({
        full_name: 'Sunita',
        mobile: '7012345678',
        profile: '/files/newpicture0000000000000.webp',
        start_time: '08:30:00',
      }),
    );
    const { api, user } = await renderProfile({ updateCustomerDetail: () => held.promise });
    await editEverything(user);
    const picture = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(), picture);
    await user.click(saveButton());

    const [request] = requestsTo(api, 'PUT');
    expect(request?.url).toBe('http://localhost:8000/api/method/retailer_app.api.retailer.update_customer_detail');
    expect(request?.headers).toMatchObject({ Authorization: 'token key123:secret456' });
    expect(request?.data).toBeInstanceOf(FormData);
    const entries = Array.from((request!.data as FormData).entries());
    expect(entries.filter(([name]) => name !== 'file')).toEqual([
      ['customer_id', 'CUST-1'],
      ['customer_name', 'Sunita'],
      ['new_mobile', '7012345678'],
      ['shop_name', 'Sunita Pan Shop'],
      ['custom_start_time', '08:30:00'],
      ['custom_end_time', '21:00:00'],
      ['custom_from', '11:00:00'],
      ['custom_to', '16:45:00'],
      ['industry', 'Pan Shop'],
      ['customer_address[address_line1]', '4 Market Lane'],
      ['customer_address[address_line2]', 'Opposite the post office'],
      ['customer_address[state]', 'Gujarat'],
      ['customer_address[country]', 'Nepal'],
      ['customer_address[pincode]', '395003'],
      ['customer_address[city]', 'Surat'],
      ['gst_registered', '0'],
      ['gstin', ''],
    ]);
    const sentFile = entries.find(([name]) => name === 'file')?.[1] as File;
    expect(sentFile.name).toBe('me.png');
    expect(await sentFile.text()).toBe('png bytes');
    expect(loadingOverlayShown()).toBe(true);

    act(() => held.release());
    expect(await screen.findByText(feedbackMessages.profileUpdated)).toBeInTheDocument();
    expect(loadingOverlayShown()).toBe(false);
    expect(shownPicture()).toBe(`${SERVER}/files/newpicture0000000000000.webp`);
    expect(screen.queryByText(/^New picture/)).toBeNull();
    expect(control('First Name')).toHaveValue('Sunita');
    // The stored login keeps its token and takes the saved fields.
    expect(getLogin()).toMatchObject({ api_key: 'key123', full_name: 'Sunita', mobile: '7012345678' });
  });

  it('sends no file part when no new picture was chosen', async () => {
    const { api, user } = await renderProfile({ updateCustomerDetail: () => SUCCESS_DETAIL() });
    await user.click(saveButton());
    await screen.findByText(feedbackMessages.profileUpdated);
    const entries = Array.from((requestsTo(api, 'PUT')[0]!.data as FormData).keys());
    expect(entries).not.toContain('file');
    expect(entries).toHaveLength(17);
  });

  it.each<[string, () => FakeReply | 'network-failure']>([
    ['a server error', () => errorReply('server_error', { text: 'Server error.' }, 500)],
    ['a reply whose status is not success', () => ({ body: { message: { status: 'failed' } } })],
    ['no reply at all', () => 'network-failure'],
  ])('after %s: the "Server Error" toast, loading off, everything entered kept', async (_, reply) => {
    const { user } = await renderProfile({ updateCustomerDetail: reply });
    await editEverything(user);
    await user.upload(fileInput(), new File(['x'], 'me.webp', { type: 'image/webp' }));
    await user.click(saveButton());
    expect(await screen.findByText(feedbackMessages.profileUpdateFailed)).toBeInTheDocument();
    expect(loadingOverlayShown()).toBe(false);
    expectEditedValuesKept();
    expect(screen.getByText('New picture: me.webp. It is saved with Save Changes.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${escapeRegExp(en['profile.notSaved'])}`))).toBeInTheDocument();
  });

  it('a picture the server refuses by its bytes is explained beside it, with focus there and the data kept', async () => {
    const refusal = 'The profile image must be a JPEG, PNG or WebP picture.';
    const { user } = await renderProfile({
      updateCustomerDetail: () => errorReply('unsupported_media', { text: refusal }, 415),
    });
    await editEverything(user);
    await user.upload(fileInput(), new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    await user.click(saveButton());

    expect(await screen.findByText(feedbackMessages.profileUpdateFailed)).toBeInTheDocument();
    const chooseImage = screen.getByRole('button', { name: 'Choose Image' });
    expect(errorOf(chooseImage)).toBe(refusal);
    expect(errorOf(pictureButton())).toBe(refusal);
    expect(chooseImage).toHaveFocus();
    expectEditedValuesKept();
    expect(shownPicture()).toMatch(/^blob:preview-\d+-photo\.png$/);

    // Choosing another picture clears the refusal.
    await user.upload(fileInput(), new File(['png'], 'other.png', { type: 'image/png' }));
    expect(errorOf(chooseImage)).toBeNull();
  });

  it('shows the server’s field messages under their fields, and a mobile already in use under Phone Number', async () => {
    let answer: FakeReply = errorReply(
      'validation',
      { text: 'Check the form.', errors: { pincode: r.profile.pincodeLength } },
      417,
    );
    const { user } = await renderProfile({ updateCustomerDetail: () => answer });
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(control('Pincode'))).toBe(r.profile.pincodeLength));
    expect(control('Pincode')).toHaveFocus();

    answer = errorReply('already_registered', { text: 'Already registered.' }, 409);
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(control('Phone Number'))).toBe(en['profile.mobileTaken']));
    expect(control('Phone Number')).toHaveFocus();
  });

  it('an exception during save shows the "Something wnet wroung" toast and keeps the data', async () => {
    const { user } = await renderProfile({ updateCustomerDetail: () => SUCCESS_DETAIL() });
    await editEverything(user);
    vi.mocked(request).mockRejectedValueOnce(new Error('boom'));
    await user.click(saveButton());
    expect(await screen.findByText(feedbackMessages.profileSaveException)).toBeInTheDocument();
    expect(loadingOverlayShown()).toBe(false);
    expectEditedValuesKept();
  });
});

describe('ProfilePage: a new number waits for its code', () => {
  it('shows the pending number, confirms it with the code, and stores the new token', async () => {
    const { api, user } = await renderProfile({
      getCustomerDetail: () => SUCCESS_DETAIL({ pending_mobile: '9123456789' }),
      confirmMobileChange: (config) => {
        const body = JSON.parse(String(config.data)) as { otp: string };
        if (body.otp !== '4321') {
          return errorReply('invalid_otp', { text: 'The code is not correct.' }, 401);
        }
        return { body: { message: { ...CUSTOMER, mobile: '9123456789', api_key: 'key-2', api_secret: 'secret-2' } } };
      },
    });
    expect(screen.getByText(mobileChangeTexts.pending('9123456789'))).toBeInTheDocument();
    const code = screen.getByLabelText(mobileChangeTexts.codeLabel);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: mobileChangeTexts.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(mobileChangeTexts.codeNeeded));
    await user.clear(code);
    await user.type(code, '1111');
    await user.click(screen.getByRole('button', { name: mobileChangeTexts.confirm }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(`${mobileChangeTexts.notConfirmed} The code is not correct.`),
    );
    await user.clear(code);
    await user.type(code, '4321{Enter}');
    await waitFor(() => expect(screen.queryByText(mobileChangeTexts.pending('9123456789'))).toBeNull());
    expect(getLogin()).toMatchObject({ api_key: 'key-2', api_secret: 'secret-2', mobile: '9123456789' });
    expect((control('Phone Number') as HTMLInputElement).value).toBe('9123456789');
    // Enter confirmed the code; it did not submit the profile.
    expect(requestsTo(api, 'PUT')).toHaveLength(0);
    expect(requestsTo(api, 'POST')).toHaveLength(2);
  });
});

describe('ProfilePage: GST Registered? and the GSTIN', () => {
  const gstBox = () => screen.getByRole('checkbox', { name: 'GST Registered?' });
  const gstinBox = () => screen.getByRole('textbox', { name: /^GSTIN/ });
  /** The shop is in Maharashtra (27): a GSTIN of it, and one with a wrong check character. */
  const GSTIN = '27AAPFU0939F1ZV';
  const sentGst = (api: ReturnType<typeof fakeApi>) =>
    requestsTo(api, 'PUT').map((request) =>
      Array.from((request.data as FormData).entries()).filter(([name]) => name.startsWith('gst')),
    );

  it('shows the stored GSTIN, refuses a wrong check character before sending, and saves the corrected one', async () => {
    const { api, user } = await renderProfile({
      getCustomerDetail: () => SUCCESS_DETAIL({ gst_registered: true, gstin: GSTIN }),
      updateCustomerDetail: () => SUCCESS_DETAIL({ gst_registered: true, gstin: '27AAPFU0939F1ZV' }),
    });
    await waitFor(() => expect(gstinBox()).toHaveValue(GSTIN));
    expect(gstBox()).toBeChecked();

    await user.clear(gstinBox());
    await user.type(gstinBox(), '27AAPFU0939F1ZW');
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(gstinBox())).toBe(gstinMessages.checkCharacter));
    expect(gstinBox()).toHaveFocus();
    expect(requestsTo(api, 'PUT')).toEqual([]);

    await user.clear(gstinBox());
    await user.type(gstinBox(), GSTIN.toLowerCase());
    await user.click(saveButton());
    expect(await screen.findByText(feedbackMessages.profileUpdated)).toBeInTheDocument();
    expect(sentGst(api)).toEqual([
      [
        ['gst_registered', '1'],
        ['gstin', GSTIN.toLowerCase()],
      ],
    ]);
    expect(gstinBox()).toHaveValue(GSTIN);
  });

  it('asks for a GSTIN once ticked and checks its state code against the state chosen', async () => {
    const { api, user } = await renderProfile();
    expect(gstBox()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^GSTIN/ })).toBeNull();
    await user.click(gstBox());
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(gstinBox())).toBe(gstinMessages.required));
    await user.type(gstinBox(), GSTIN);
    await setField(user, 'State', 'Gujarat');
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(gstinBox())).toBe(gstinMessages.stateMismatch('Gujarat', '24')));
    expect(requestsTo(api, 'PUT')).toEqual([]);
  });

  it('unticking clears the GSTIN and saves the shop as not registered', async () => {
    const { api, user } = await renderProfile({
      getCustomerDetail: () => SUCCESS_DETAIL({ gst_registered: true, gstin: GSTIN }),
      updateCustomerDetail: () => SUCCESS_DETAIL({ gst_registered: false, gstin: null }),
    });
    await waitFor(() => expect(gstBox()).toBeChecked());
    await user.click(gstBox());
    expect(screen.queryByRole('textbox', { name: /^GSTIN/ })).toBeNull();
    await user.click(saveButton());
    expect(await screen.findByText(feedbackMessages.profileUpdated)).toBeInTheDocument();
    expect(sentGst(api)).toEqual([
      [
        ['gst_registered', '0'],
        ['gstin', ''],
      ],
    ]);
  });

  it("shows the server's GSTIN message (held by another account) under the GSTIN, with the entries kept", async () => {
    const { user } = await renderProfile({
      updateCustomerDetail: () => errorReply('validation', { errors: { gstin: gstinMessages.taken } }, 417),
    });
    await user.click(gstBox());
    await user.type(gstinBox(), GSTIN);
    await user.click(saveButton());
    await waitFor(() => expect(errorOf(gstinBox())).toBe(gstinMessages.taken));
    expect(gstinBox()).toHaveValue(GSTIN);
    expect(gstBox()).toBeChecked();
  });
});
