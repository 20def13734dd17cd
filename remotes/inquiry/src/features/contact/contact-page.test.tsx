import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inquiryAcceptedSchema, inquiryMessages, mapEmbedUrl, mapUrl, phoneMessages, site } from '@site/contract';
import { apiRequests as send, fakeApi, renderWithProviders } from '@site/testing';
import { SAMPLE_CONTACT_BY_LABEL as VALID, SAMPLE_CONTACT_PAYLOAD } from '@site/testing/samples';
import ContactPage from './contact-page';

const phone = phoneMessages.inquiry;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Sending\.\.\.)$/ });
const shownErrors = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[id$="-error"]'), (element) => element.textContent);

async function fillForm(user: UserEvent, overrides: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    await user.clear(textbox(label));
    if (value) await user.type(textbox(label), value);
  }
}

const renderPage = () => renderWithProviders(<ContactPage />);

describe('ContactPage', () => {
  it('shows the form beside the head office address, email, phone and a lazy map', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of Object.keys(VALID)) expect(textbox(label)).toBeInTheDocument();
    expect(textbox('Phone')).toHaveAttribute('maxLength', '10');
    expect(textbox('Message')).toHaveAttribute('rows', '3');

    const office = screen.getByRole('complementary', { name: 'Head Office' });
    for (const line of site.headOffice.lines) expect(office).toHaveTextContent(line);
    expect(within(office).getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', mapUrl());
    expect(within(office).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(within(office).getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      `tel:${site.supportPhoneDial}`,
    );

    const map = screen.getByTitle(`Map of the ${site.brandName} head office`);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', mapEmbedUrl());
    expect(map).toHaveAttribute(
      'src',
      expect.stringContaining(`${site.headOffice.latitude},${site.headOffice.longitude}`),
    );
    expect(map).toHaveAttribute('loading', 'lazy');
  });

  it('shows every required message in form order and focuses the name', async () => {
    const { user, container } = renderPage();
    await user.click(submitButton());
    // The form's validation is loaded by its first use.
    await waitFor(() =>
      expect(shownErrors(container)).toEqual([
        inquiryMessages.nameRequired,
        inquiryMessages.companyRequired,
        phone.required,
        inquiryMessages.emailRequired,
      ]),
    );
    expect(textbox('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Message')).toHaveAttribute('aria-invalid', 'false');
    expect(textbox('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    [{ Phone: '70123x5678' }, [phone.digits], 'Phone'],
    [{ Phone: '701234567' }, [phone.length], 'Phone'],
    [{ Phone: '1012345678' }, [phone.prefix], 'Phone'],
    [{ Email: 'ravi.example.org' }, [inquiryMessages.emailInvalid], 'Email'],
    [{ Company: '', Email: 'ravi@' }, [inquiryMessages.companyRequired, inquiryMessages.emailInvalid], 'Company'],
  ])('with %o shows %o and focuses %s', async (overrides, messages, focused) => {
    const { user, container } = renderPage();
    await fillForm(user, overrides);
    await user.click(submitButton());
    expect(shownErrors(container)).toEqual(messages);
    expect(textbox(focused)).toHaveFocus();
  });

  it('clears a field’s error as soon as it is edited', async () => {
    const { user, container } = renderPage();
    await user.click(submitButton());
    await user.type(textbox('Phone'), '7');
    expect(textbox('Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(shownErrors(container)).toEqual([
      inquiryMessages.nameRequired,
      inquiryMessages.companyRequired,
      inquiryMessages.emailRequired,
    ]);
  });

  it('sends a contact inquiry with the business fields null, then thanks and clears', async () => {
    fakeApi({ createWebsiteInquiry: () => ({ message: { status: 'success', name: 'INQ-0001' } }) });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    // The API client comes with the first send.
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(inquiryAcceptedSchema, 'POST', 'createWebsiteInquiry', {
        body: SAMPLE_CONTACT_PAYLOAD,
        headers: { 'Idempotency-Key': expect.any(String) },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveTextContent(`within ${site.responseBusinessDays} business days`);
    for (const label of Object.keys(VALID)) expect(textbox(label)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the data and re-enables the button when the API cannot be reached', async () => {
    fakeApi({ createWebsiteInquiry: () => 'network-failure' });
    const { user, container } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    for (const [label, value] of Object.entries(VALID)) expect(textbox(label)).toHaveValue(value);
    expect(shownErrors(container)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ContactPage in Hindi and Gujarati', () => {
  it.each([
    ['hi', 'संपर्क करें', 'मुख्य कार्यालय', 'भेजें', ['नाम डालना ज़रूरी है', 'कंपनी का नाम डालना ज़रूरी है']],
    ['gu', 'સંપર્ક કરો', 'મુખ્ય ઓફિસ', 'મોકલો', ['નામ લખવું જરૂરી છે', 'કંપનીનું નામ લખવું જરૂરી છે']],
  ] as const)(
    'in %s shows the page and its required messages in the language',
    async (language, title, office, submit, first) => {
      const { user, container } = renderWithProviders(<ContactPage />, { language });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: office })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(shownErrors(container).slice(0, 2)).toEqual(first));
    },
  );
});
