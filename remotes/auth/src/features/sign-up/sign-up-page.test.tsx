import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedbackMessages, gstinCheckCharacter, phoneMessages, retailerMessages as r } from '@site/contract';
import { OTP_EXPIRY_STORAGE_KEY, OTP_FIRST_WINDOW_SECONDS } from '@site/state';
import {
  callsTo,
  currentLocation,
  errorReply,
  fakeApi,
  type FakeHandler,
  heldReply,
  otpSent,
  success,
} from '@site/testing';
import SignUpPage from './sign-up-page';
import { HANDOVER, renderAuthPage } from '../../test/auth-pages';
import { spyOnToasts } from '../../test/toasts';

const LISTS = {
  getStates: () => ({ message: ['Gujarat', 'Maharashtra'] }),
  fetchCountries: () => ({ message: [{ name: 'India' }, { name: 'Nepal' }] }),
  getIndustryTypeList: () => ({
    message: [{ name: 'Kirana / General Store' }, { name: 'Pan Shop' }, { name: 'Tea Stall' }, { name: '' }],
  }),
};

const PERSONAL = { 'Full Name': 'Asha Patel', 'Mobile Number': HANDOVER.mobile };
const LOCATION = {
  'Shop Name': 'Patel Kirana',
  'Address Line-1': '12 Market Road',
  'Address Line-2': 'Near Bus Stand',
  City: 'Ahmedabad',
  Pincode: '380001',
};
const EXPECTED_FORM = {
  fullName: 'Asha Patel',
  mobile: '9876543210',
  shopName: 'Patel Kirana',
  address1: '12 Market Road',
  address2: 'Near Bus Stand',
  city: 'Ahmedabad',
  state: 'Gujarat',
  country: 'India',
  pincode: '380001',
  openingTimeFrom: '09:00',
  openingTimeTo: '20:00',
  deliveryTimeFrom: '10:00',
  deliveryTimeTo: '17:00',
  businessType: 'Pan Shop',
  gstRegistered: true,
  // A Gujarat GSTIN (state code 24), typed in lower case: sent as typed, stored upper case by the server.
  gstin: `24aapfu0939f1z${gstinCheckCharacter('24AAPFU0939F1Z').toLowerCase()}`,
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
/** Time inputs have no ARIA role; found by their label (which ends with the required mark). */
const timeInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`)) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2 });
const errorOf = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0]!)?.textContent ?? null) : null;
};
const shownErrors = () => Array.from(document.querySelectorAll('[id$="-error"]'), (element) => element.textContent);
/** Each step indicator as "title: status" (the list named in the page's language). */
const indicators = (listName = 'Sign-up steps') =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.querySelector('span > span:nth-child(2)')?.textContent}: ${item.querySelector('span > span:nth-child(3)')?.textContent}`,
    );

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(textbox(label));
    if (value) await user.type(textbox(label), value);
  }
}

function renderSignUp(state?: unknown) {
  return renderAuthPage(<SignUpPage />, '/sign-up', state);
}

/** Fills steps 1 and 2 and arrives on step 3. */
async function reachStepThree(user: UserEvent) {
  await fill(user, PERSONAL);
  await user.click(button('Next'));
  await waitFor(() => expect(select('State')).toHaveTextContent('Gujarat'));
  await fill(user, LOCATION);
  await user.selectOptions(select('State'), 'Gujarat');
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Other Information'));
}

async function chooseBusinessType(user: UserEvent, name: string) {
  await user.type(select('Business Type'), name.slice(0, 3));
  await user.click(screen.getByRole('option', { name }));
}

/** Renders the page, fills every step, picks `businessType` and presses Sign Up. */
async function signUpAs(businessType: string, state?: Parameters<typeof renderSignUp>[0]) {
  const view = renderSignUp(state);
  await reachStepThree(view.user);
  await chooseBusinessType(view.user, businessType);
  await view.user.click(button('Sign Up'));
  return view;
}

const toast = spyOnToasts();
beforeEach(() => {
  fakeApi(LISTS);
});

describe('SignUpPage', () => {
  it('starts on step 1 with the step labels and statuses shown, and Back disabled', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Retailer Sign Up' })).toBeInTheDocument();
    expect(indicators()).toEqual([
      'Personal Information: In progress',
      'Location Information: Pending',
      'Other Information: Pending',
    ]);
    const current = within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem')[0]!;
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(current).getByText('Personal Information')).toBeVisible();
    expect(stepHeading()).toHaveTextContent('Personal Information');
    expect(textbox('Full Name')).toBeInTheDocument();
    expect(textbox('Mobile Number')).toHaveAttribute('maxLength', '10');
    expect(textbox('Mobile Number')).toHaveAccessibleDescription('+91');
    expect(button('Back')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
  });

  it('Next validates step 1 and stays, focusing the first field in error', async () => {
    const { user } = renderSignUp();
    await user.click(button('Next'));
    await waitFor(() => expect(shownErrors()).toEqual([r.fullNameRequired, phoneMessages.login.required]));
    expect(errorOf(textbox('Full Name'))).toBe(r.fullNameRequired);
    expect(textbox('Full Name')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Personal Information');

    await user.type(textbox('Full Name'), 'A');
    expect(shownErrors()).toEqual([phoneMessages.login.required]);
  });

  it.each([
    ['98765abcde', phoneMessages.login.digits],
    ['98765', phoneMessages.login.length],
    ['5876543210', phoneMessages.login.prefix],
  ])('Next rejects the mobile %s with "%s"', async (mobile, message) => {
    const { user } = renderSignUp();
    await fill(user, { ...PERSONAL, 'Mobile Number': mobile });
    await user.click(button('Next'));
    await waitFor(() => expect(shownErrors()).toEqual([message]));
    expect(textbox('Mobile Number')).toHaveFocus();
  });

  it('Enter in a field of step 1 acts as Next', async () => {
    const { user } = renderSignUp();
    await fill(user, PERSONAL);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Location Information'));
    expect(stepHeading()).toHaveFocus();
  });

  it('step 2 fills State and Country from the server lists, India chosen, and validates on Next', async () => {
    const { user } = renderSignUp();
    await fill(user, PERSONAL);
    await user.click(button('Next'));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Location Information'));
    expect(indicators()).toEqual([
      'Personal Information: Completed',
      'Location Information: In progress',
      'Other Information: Pending',
    ]);
    expect(button('Back')).toBeEnabled();
    await waitFor(() => expect(select('State')).toHaveTextContent('Gujarat'));
    const optionTexts = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionTexts('State')).toEqual(['Select State', 'Gujarat', 'Maharashtra']);
    expect(optionTexts('Country')).toEqual(['Select Country', 'India', 'Nepal']);
    expect(select('Country')).toHaveValue('India');
    expect(textbox('Pincode')).toHaveAttribute('maxLength', '6');

    await user.selectOptions(select('Country'), '');
    await user.click(button('Next'));
    await waitFor(() => expect(shownErrors()).toHaveLength(7));
    expect(shownErrors()).toEqual([
      r.shopNameRequired,
      r.address1Required,
      r.address2Required,
      r.cityRequired,
      r.signUp.stateRequired,
      r.signUp.countryRequired,
      r.signUp.pincodeRequired,
    ]);
    expect(errorOf(select('State'))).toBe(r.signUp.stateRequired);
    expect(textbox('Shop Name')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Location Information');
  });

  it('step 2 rejects a pincode that is not 6 characters with the spec’s wording', async () => {
    const { user } = renderSignUp();
    await fill(user, PERSONAL);
    await user.click(button('Next'));
    await waitFor(() => expect(select('State')).toHaveTextContent('Gujarat'));
    await fill(user, { ...LOCATION, Pincode: '38001' });
    await user.selectOptions(select('State'), 'Gujarat');
    await user.click(button('Next'));
    await waitFor(() => expect(shownErrors()).toEqual([r.signUp.pincodeLength]));
    expect(textbox('Pincode')).toHaveFocus();
  });

  it('Back goes down one step keeping everything entered', async () => {
    const { user } = renderSignUp();
    await reachStepThree(user);
    await user.click(button('Back'));
    expect(stepHeading()).toHaveTextContent('Location Information');
    expect(stepHeading()).toHaveFocus();
    for (const [label, value] of Object.entries(LOCATION)) expect(textbox(label)).toHaveValue(value);
    expect(select('State')).toHaveValue('Gujarat');
    await user.click(button('Back'));
    for (const [label, value] of Object.entries(PERSONAL)) expect(textbox(label)).toHaveValue(value);
    expect(button('Back')).toBeDisabled();
  });

  it('step 3 has the spec’s defaults and validates the times and business type on Sign Up', async () => {
    const { user } = renderSignUp();
    await reachStepThree(user);
    expect(indicators()).toEqual([
      'Personal Information: Completed',
      'Location Information: Completed',
      'Other Information: In progress',
    ]);
    expect(timeInput('Opening Time').value).toBe('09:00');
    expect(timeInput('Closing Time').value).toBe('20:00');
    expect(timeInput('Preferable Delivery Time From').value).toBe('10:00');
    expect(timeInput('Preferable Delivery Time To').value).toBe('17:00');
    expect(screen.getByRole('checkbox', { name: 'GST Registered?' })).not.toBeChecked();
    expect(button('Sign Up')).toBeEnabled();

    for (const label of [
      'Opening Time',
      'Closing Time',
      'Preferable Delivery Time From',
      'Preferable Delivery Time To',
    ]) {
      fireEvent.change(timeInput(label), { target: { value: '' } });
    }
    await user.click(button('Sign Up'));
    expect(shownErrors()).toEqual([
      r.openingFromRequired,
      r.openingToRequired,
      r.deliveryFromRequired,
      r.deliveryToRequired,
      r.businessTypeRequired,
    ]);
    expect(timeInput('Opening Time')).toHaveFocus();
    expect(callsTo('registerCustomer')).toEqual([]);
  });

  it('Sign Up registers the retailer, sends a code and goes to /otp-verify with the mobile', async () => {
    const registered = heldReply(success({ customer_id: 'CUST-0007' }));
    fakeApi({
      ...LISTS,
      registerCustomer: () => registered.promise,
      generateAndSendOtp: () => otpSent(),
    });
    const { user } = renderSignUp();
    await reachStepThree(user);
    await chooseBusinessType(user, 'Pan Shop');
    await user.click(screen.getByRole('checkbox', { name: 'GST Registered?' }));
    await user.type(screen.getByRole('textbox', { name: /^GSTIN/ }), EXPECTED_FORM.gstin);
    await user.click(button('Sign Up'));

    expect(button('Processing...')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Retailer sign-up' }));
    expect(callsTo('registerCustomer')).toEqual([{ body: { ...EXPECTED_FORM, language: 'en' } }]);

    const before = Date.now();
    await act(async () => registered.release());
    await waitFor(() =>
      expect(currentLocation()).toEqual({ pathname: '/otp-verify', state: { mobile: '9876543210' } }),
    );
    expect(callsTo('generateAndSendOtp')).toEqual([{ params: { phone_no: '9876543210' }, credentials: true }]);
    expect(toast.success).toHaveBeenCalledWith(feedbackMessages.otpSent);
    expect(Number(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY))).toBeGreaterThanOrEqual(
      before + OTP_FIRST_WINDOW_SECONDS * 1000,
    );
  });

  it('carries the page to return to after login through to /otp-verify', async () => {
    fakeApi({ ...LISTS, registerCustomer: () => success({ customer_id: 'C' }), generateAndSendOtp: () => otpSent() });
    await signUpAs('Tea Stall', { returnTo: HANDOVER.returnTo });
    await waitFor(() => expect(currentLocation()).toEqual({ pathname: '/otp-verify', state: HANDOVER }));
  });

  it('still goes to /otp-verify, with Resend offered at once, when the code could not be sent', async () => {
    fakeApi({
      ...LISTS,
      registerCustomer: () => success({ customer_id: 'C' }),
      generateAndSendOtp: () => 'network-failure',
    });
    await signUpAs('Pan Shop');
    await waitFor(() => expect(currentLocation().pathname).toBe('/otp-verify'));
    expect(toast.error).toHaveBeenCalledWith(feedbackMessages.otpSendFailed);
    expect(localStorage.getItem(OTP_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it('an already registered mobile gets a clear message with a link to log in, and nothing entered is lost', async () => {
    fakeApi({ ...LISTS, registerCustomer: () => errorReply('already_registered') });
    const { user } = await signUpAs('Pan Shop', { returnTo: HANDOVER.returnTo });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This mobile number is already registered. Log in');
    expect(button('Sign Up')).toBeEnabled();
    expect(button('Sign Up')).toHaveFocus();
    expect(select('Business Type')).toHaveValue('Pan Shop');
    expect(callsTo('generateAndSendOtp')).toEqual([]);
    await user.click(button('Back'));
    for (const [label, value] of Object.entries(LOCATION)) expect(textbox(label)).toHaveValue(value);
    await user.click(button('Next'));

    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' }));
    expect(currentLocation()).toEqual({ pathname: '/login', state: HANDOVER });
  });

  it('shows the server’s field errors on their step and focuses the first', async () => {
    fakeApi({
      ...LISTS,
      registerCustomer: () => errorReply('validation', { errors: { pincode: r.signUp.pincodeLength, other: 'x' } }),
    });
    await signUpAs('Pan Shop');

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Location Information'));
    expect(errorOf(textbox('Pincode'))).toBe(r.signUp.pincodeLength);
    expect(textbox('Pincode')).toHaveFocus();
    expect(textbox('Pincode')).toHaveValue('380001');
  });

  it.each([
    [
      'a network failure',
      () => 'network-failure',
      'Your details could not be sent. Check your connection and try again; your details are kept.',
    ],
    ['a server crash', () => errorReply('server_error'), 'Your details could not be sent.'],
    [
      'too many sign-ups',
      () => errorReply('rate_limited', { retry_after_seconds: 1800 }),
      'Too many sign-ups from this connection. Try again in 30 minutes; your details are kept.',
    ],
  ])('after %s says so and keeps every value', async (_case, reply, text) => {
    fakeApi({ ...LISTS, registerCustomer: reply });
    await signUpAs('Pan Shop');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(button('Sign Up')).toBeEnabled();
    expect(select('Business Type')).toHaveValue('Pan Shop');
    expect(timeInput('Opening Time').value).toBe('09:00');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('when the lists fail, step 2 says so and Try again loads them', async () => {
    let listsUp = false;
    const whenUp =
      (reply: FakeHandler): FakeHandler =>
      (request) =>
        listsUp ? reply(request) : 'network-failure';
    fakeApi({
      getStates: whenUp(LISTS.getStates),
      fetchCountries: whenUp(LISTS.fetchCountries),
      getIndustryTypeList: whenUp(LISTS.getIndustryTypeList),
    });
    const { user } = renderSignUp();
    await fill(user, PERSONAL);
    await user.click(button('Next'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lists of states, countries and business types could not be loaded.');
    listsUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select('State')).toHaveTextContent('Gujarat'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prefills the mobile the login page passed along', () => {
    renderSignUp({ mobile: '9123456789' });
    expect(textbox('Mobile Number')).toHaveValue('9123456789');
  });
});

describe('SignUpPage in Hindi and Gujarati', () => {
  it.each([
    [
      'hi',
      ['रिटेलर रजिस्ट्रेशन', 'आपकी जानकारी', 'आगे', 'पूरा नाम', 'मोबाइल नंबर'],
      ['आपकी जानकारी: चल रहा है', 'दुकान का पता: बाकी है', 'बाकी जानकारी: बाकी है'],
      ['पूरा नाम डालना ज़रूरी है', 'मोबाइल नंबर डालना ज़रूरी है'],
    ],
    [
      'gu',
      ['રિટેલર નોંધણી', 'તમારી વિગતો', 'આગળ', 'પૂરું નામ', 'મોબાઇલ નંબર'],
      ['તમારી વિગતો: ચાલુ છે', 'દુકાનનું સરનામું: બાકી છે', 'બીજી વિગતો: બાકી છે'],
      ['પૂરું નામ લખવું જરૂરી છે', 'મોબાઇલ નંબર લખવો જરૂરી છે'],
    ],
  ] as const)(
    'in %s shows the steps and their validation messages in the language',
    async (language, texts, steps, messages) => {
      fakeApi(LISTS);
      const [title, firstStep, next, fullName, mobile] = texts;
      const { user } = renderAuthPage(<SignUpPage />, '/sign-up', undefined, language);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(stepHeading()).toHaveTextContent(firstStep);
      expect(indicators(language === 'hi' ? 'रजिस्ट्रेशन के चरण' : 'નોંધણીનાં પગલાં')).toEqual(steps);

      await user.click(button(next));
      expect(shownErrors()).toEqual(messages);
      expect(errorOf(textbox(fullName))).toBe(messages[0]);
      expect(errorOf(textbox(mobile))).toBe(messages[1]);
    },
  );
});
