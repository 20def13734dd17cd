import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquiryAcceptedSchema, INQUIRY_HONEYPOT_FIELD, inquiryMessages, phoneMessages } from '@site/contract';
import { sharedMessage } from '@site/contract/i18n';
import { apiRequests as send, errorReply, fakeApi, heldReply, inSequence, renderWithProviders } from '@site/testing';
import { SAMPLE_PARTNER_BY_LABEL as VALID, SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import PartnerPage from './partner-page';

const SUCCESS_REPLY = { message: { status: 'success', name: 'INQ-0001' } };
const phone = phoneMessages.inquiry;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Sending\.\.\.)$/ });
const vehicleGroup = () => screen.getByRole('radiogroup', { name: 'Do you have your own vehicle for distribution?' });
/** The visible error messages, in screen order. */
const shownErrors = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[id$="-error"]'), (element) => element.textContent);
/** The error tied to a control through aria-describedby. */
function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0]!)?.textContent ?? null) : null;
}

async function fillForm(user: UserEvent, overrides: Partial<Record<keyof typeof VALID, string>> = {}, vehicle = 'Yes') {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    const field = textbox(label);
    await user.clear(field);
    // One paste per field: typing every character makes each test slow without testing more.
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
  if (vehicle) await user.click(within(vehicleGroup()).getByRole('radio', { name: vehicle }));
}

const renderPage = () => renderWithProviders(<PartnerPage />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PartnerPage', () => {
  it('shows the partner fields, the +91 phone and a three-row comment', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(textbox(label)).toBeInTheDocument();

    const phoneInput = textbox('Phone');
    expect(phoneInput).toHaveAttribute('maxLength', '10');
    expect(phoneInput).toHaveAttribute('inputMode', 'numeric');
    expect(phoneInput).toHaveAccessibleDescription('+91');
    expect(screen.getByText('+91')).toBeVisible();

    expect(textbox('Comment').tagName).toBe('TEXTAREA');
    expect(textbox('Comment')).toHaveAttribute('rows', '3');
    const radios = within(vehicleGroup()).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['Yes', 'No']);
  });

  it('shows every required message under its field in form order and focuses the first', async () => {
    const { user, container } = renderPage();
    await user.click(submitButton());

    // The form's validation is loaded by its first use.
    await waitFor(() =>
      expect(shownErrors(container)).toEqual([
        inquiryMessages.nameRequired,
        inquiryMessages.emailRequired,
        phone.required,
        inquiryMessages.businessNameRequired,
        inquiryMessages.businessTypeRequired,
        inquiryMessages.distributionAreaRequired,
        inquiryMessages.vehicleRequired,
        inquiryMessages.operatingSinceRequired,
        inquiryMessages.businessAddressRequired,
      ]),
    );
    expect(errorOf(textbox('Name'))).toBe(inquiryMessages.nameRequired);
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(textbox('Business Address'))).toBe(inquiryMessages.businessAddressRequired);
    expect(errorOf(vehicleGroup())).toBe(inquiryMessages.vehicleRequired);
    expect(vehicleGroup()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Comment')).toHaveAttribute('aria-invalid', 'false');
    expect(textbox('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('treats whitespace as empty', async () => {
    const { user } = renderPage();
    await fillForm(user, { 'Business Type': '   ' });
    await user.click(submitButton());
    expect(errorOf(textbox('Business Type'))).toBe(inquiryMessages.businessTypeRequired);
    expect(textbox('Business Type')).toHaveFocus();
  });

  it.each([
    ['98765abcde', phone.digits],
    ['98765', phone.length],
    ['5876543210', phone.prefix],
  ])('rejects the phone %s with "%s"', async (value, message) => {
    const { user, container } = renderPage();
    await fillForm(user, { Phone: value });
    await user.click(submitButton());
    expect(shownErrors(container)).toEqual([message]);
    expect(errorOf(textbox('Phone'))).toBe(message);
    expect(textbox('Phone')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const { user, container } = renderPage();
    await fillForm(user, { Email: 'asha@example' });
    await user.click(submitButton());
    expect(shownErrors(container)).toEqual([inquiryMessages.emailInvalid]);
    expect(textbox('Email')).toHaveFocus();
  });

  it('moves focus to the vehicle question when it is the only field left', async () => {
    const { user } = renderPage();
    await fillForm(user, {}, '');
    await user.click(submitButton());
    expect(within(vehicleGroup()).getByRole('radio', { name: 'Yes' })).toHaveFocus();

    await user.click(within(vehicleGroup()).getByRole('radio', { name: 'No' }));
    expect(errorOf(vehicleGroup())).toBeNull();
  });

  it('clears only the edited field’s error', async () => {
    const { user, container } = renderPage();
    await user.click(submitButton());
    await user.type(textbox('Email'), 'a');

    expect(errorOf(textbox('Email'))).toBeNull();
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(errorOf(textbox('Name'))).toBe(inquiryMessages.nameRequired);
    expect(shownErrors(container)).toHaveLength(8);
  });

  it('sends the distributor payload with the entered name as fullname', async () => {
    fakeApi({ createWebsiteInquiry: () => SUCCESS_REPLY });
    const { user } = renderPage();
    await fillForm(user, { Comment: '' }, 'No');
    await user.click(submitButton());

    // The submit handler sends after the click's own task: wait for the call rather than read it at once.
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![3]!.body).not.toHaveProperty(INQUIRY_HONEYPOT_FIELD);
    expect(send).toHaveBeenCalledWith(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', {
      body: {
        ...SAMPLE_PARTNER_PAYLOAD,
        comment: null,
        do_you_currently_have_your_own_vehicle_for_distribution: 'No',
      },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });

  it('sends the hidden trap field only when a bot fills it', async () => {
    fakeApi({ createWebsiteInquiry: () => SUCCESS_REPLY });
    const { user, container } = renderPage();
    await fillForm(user);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${INQUIRY_HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'https://spam.example');
    await user.click(submitButton());

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const body = send.mock.calls[0]![3]!.body as Record<string, unknown>;
    expect(body[INQUIRY_HONEYPOT_FIELD]).toBe('https://spam.example');
    expect(body.fullname).toBe(VALID.Name);
    await screen.findByRole('dialog');
    expect(trap).toHaveValue('');
  });

  it('disables the button and reads Sending... while the inquiry is on its way, sending once', async () => {
    const held = heldReply(SUCCESS_REPLY);
    fakeApi({ createWebsiteInquiry: () => held.promise });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    await user.click(submitButton());
    fireEvent.submit(screen.getByRole('form', { name: 'Partner inquiry' }));
    expect(send).toHaveBeenCalledTimes(1);

    held.release();
    await screen.findByRole('dialog');
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit');
  });

  it('on success clears the form and shows the thank-you dialog until OK', async () => {
    fakeApi({ createWebsiteInquiry: () => SUCCESS_REPLY });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('An executive will contact you within 2 business days.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();

    for (const label of Object.keys(VALID)) expect(textbox(label)).toHaveValue('');
    expect(within(vehicleGroup()).getByRole('radio', { name: 'Yes' })).not.toBeChecked();

    await user.click(ok);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveFocus();
  });

  it('closes the thank-you dialog with Escape', async () => {
    fakeApi({ createWebsiteInquiry: () => SUCCESS_REPLY });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveFocus();
  });

  it.each([
    ['a network failure', () => fakeApi({ createWebsiteInquiry: () => 'network-failure' })],
    [
      'an error reply',
      () =>
        fakeApi({
          createWebsiteInquiry: () => errorReply('rate_limited', { text: 'Slow down', retry_after_seconds: 60 }, 429),
        }),
    ],
    ['a reply without success', () => fakeApi({ createWebsiteInquiry: () => ({ message: { status: 'failed' } }) })],
    [
      'a refusal off the contract',
      () => fakeApi({ createWebsiteInquiry: () => ({ status: 502, body: '<h1>Bad gateway</h1>' }) }),
    ],
    ['an exception', () => send.mockRejectedValue(new Error('boom'))],
  ])('after %s returns to idle with the data kept and no message', async (_case, arrange) => {
    arrange();
    const { user, container } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toHaveFocus();
    for (const [label, value] of Object.entries(VALID)) expect(textbox(label)).toHaveValue(value);
    expect(within(vehicleGroup()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(shownErrors(container)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows field errors the server reports under the matching fields', async () => {
    fakeApi({
      createWebsiteInquiry: () =>
        errorReply(
          'validation',
          {
            text: 'Invalid inquiry',
            errors: {
              phone: phone.prefix,
              businessAdress: inquiryMessages.businessAddressRequired,
              fullname: 'ignored',
            },
          },
          417,
        ),
    });
    const { user, container } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(shownErrors(container)).toEqual([phone.prefix, inquiryMessages.businessAddressRequired]),
    );
    expect(textbox('Phone')).toHaveFocus();
    expect(textbox('Name')).toHaveValue(VALID.Name);
  });

  it('reuses the idempotency key when the same data is sent again and not after a change', async () => {
    fakeApi({ createWebsiteInquiry: inSequence('network-failure', 'network-failure', SUCCESS_REPLY) });
    const { user } = renderPage();
    await fillForm(user);
    const keyOfCall = (index: number) =>
      (send.mock.calls[index]![3]!.headers as Record<string, string>)['Idempotency-Key'];

    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(keyOfCall(1)).toBe(keyOfCall(0));

    await user.type(textbox('Comment'), ' Also Surat.');
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(keyOfCall(2)).not.toBe(keyOfCall(0));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(4));
    expect(keyOfCall(3)).not.toBe(keyOfCall(0));
    expect(keyOfCall(3)).not.toBe(keyOfCall(2));
  });

  it('builds a key from getRandomValues where randomUUID is unavailable', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xab) });
    fakeApi({ createWebsiteInquiry: () => SUCCESS_REPLY });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(send.mock.calls[0]![3]!.headers).toEqual({ 'Idempotency-Key': 'abababab-abab-4bab-abab-abababababab' });
  });
});

describe('PartnerPage in Hindi and Gujarati', () => {
  it.each([
    ['hi', 'हमारे पार्टनर बनें', 'भेजें', 'क्या माल पहुँचाने के लिए आपकी अपनी गाड़ी है?', ['हाँ', 'नहीं'], 'नाम डालना ज़रूरी है'],
    ['gu', 'અમારા પાર્ટનર બનો', 'મોકલો', 'માલ પહોંચાડવા માટે તમારું પોતાનું વાહન છે?', ['હા', 'ના'], 'નામ લખવું જરૂરી છે'],
  ] as const)(
    'in %s shows the form and every required message in the language, the answers still sent as Yes/No',
    async (language, title, submit, vehicleQuestion, answers, nameRequired) => {
      const { user, container } = renderWithProviders(<PartnerPage />, { language });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const vehicle = screen.getByRole('radiogroup', { name: vehicleQuestion });
      const radios = within(vehicle).getAllByRole('radio');
      expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['Yes', 'No']);
      expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual(answers);

      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() =>
        expect(shownErrors(container)).toEqual(
          (
            [
              'inquiry.nameRequired',
              'inquiry.emailRequired',
              'phone.inquiryRequired',
              'inquiry.businessNameRequired',
              'inquiry.businessTypeRequired',
              'inquiry.distributionAreaRequired',
              'inquiry.vehicleRequired',
              'inquiry.operatingSinceRequired',
              'inquiry.businessAddressRequired',
            ] as const
          ).map((id) => sharedMessage(language, id)),
        ),
      );
      expect(shownErrors(container)[0]).toBe(nameRequired);
      expect(send).not.toHaveBeenCalled();
    },
  );
});
