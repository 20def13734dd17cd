import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gstinCheckCharacter, gstinMessages, SIGN_UP_DEFAULTS } from '@site/contract';
import { callsTo, errorReply, fakeApi, renderWithProviders, success } from '@site/testing';
import { completeShopSteps, MENON_MEDICALS, ONE_OF_EACH_LIST } from '../../test/sign-up-wizard';
import { SignUpWizard } from './sign-up-wizard';

/** The wizard alone, without the sign-up page around it. */
async function completeWizard(
  onRegistered: Parameters<typeof SignUpWizard>[0]['onRegistered'],
  onLastStep?: (user: ReturnType<typeof renderWithProviders>['user']) => Promise<void>,
) {
  const { user } = renderWithProviders(
    <SignUpWizard onRegistered={onRegistered} initialValues={{ fullName: 'Anil Menon', mobile: '7012345678' }} />,
  );
  await completeShopSteps(user, onLastStep && (() => onLastStep(user)));
  return user;
}

/** A Kerala (32) GSTIN with its right check character, and the same with a wrong one. */
const KERALA_GSTIN = `32AAPFU0939F1Z${gstinCheckCharacter('32AAPFU0939F1Z')}`;
/** The body of the first call a fake handler answered. */
const sentBody = (handler: { mock: { calls: unknown[][] } }): unknown => {
  const { data } = handler.mock.calls[0]![0] as { data: unknown };
  return typeof data === 'string' ? JSON.parse(data) : data;
};
const WRONG_CHECK = KERALA_GSTIN.slice(0, 14) + (KERALA_GSTIN[14] === 'A' ? 'B' : 'A');

describe('SignUpWizard outside the site', () => {
  it('hands the registered customer and the mobile to onRegistered and stays busy until it settles', async () => {
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => success({ customer_id: 'CUST-0042' }) });
    let settle: () => void = () => {};
    const onRegistered = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    await completeWizard(onRegistered);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegistered).toHaveBeenCalledWith(
      {
        ...SIGN_UP_DEFAULTS,
        fullName: 'Anil Menon',
        mobile: '7012345678',
        ...MENON_MEDICALS,
        customer_id: 'CUST-0042',
      },
      '7012345678',
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('offers a plain link to /login for an already registered mobile', async () => {
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => errorReply('already_registered') });
    const onRegistered = vi.fn();
    await completeWizard(onRegistered);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('SignUpWizard: GST Registered? asks for a GSTIN', () => {
  const gstBox = () => screen.getByRole('checkbox', { name: 'GST Registered?' });
  const gstinBox = () => screen.getByRole('textbox', { name: /^GSTIN/ });

  it('shows the GSTIN only while ticked, refuses a wrong one in the browser and keeps every entry', async () => {
    const registerCustomer = vi.fn((_request: unknown) => success({ customer_id: 'CUST-0043' }));
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer });
    const onRegistered = vi.fn();
    const user = await completeWizard(onRegistered, async (user) => {
      expect(screen.queryByRole('textbox', { name: /^GSTIN/ })).toBeNull();
      await user.click(gstBox());
    });

    expect(await screen.findByText(gstinMessages.required)).toBeInTheDocument();
    expect(gstinBox()).toHaveFocus();
    await user.type(gstinBox(), WRONG_CHECK);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(gstinMessages.checkCharacter)).toBeInTheDocument();
    expect(gstinBox()).toHaveValue(WRONG_CHECK);
    expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveValue(MENON_MEDICALS.businessType);
    expect(registerCustomer).not.toHaveBeenCalled();

    // Typed in lower case, it is accepted.
    await user.clear(gstinBox());
    await user.type(gstinBox(), KERALA_GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(sentBody(registerCustomer)).toMatchObject({ gstRegistered: true, gstin: KERALA_GSTIN.toLowerCase() });
  });

  it('unticking clears the GSTIN and its message, and signs up without one', async () => {
    const registerCustomer = vi.fn((_request: unknown) => success({ customer_id: 'CUST-0044' }));
    fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer });
    const onRegistered = vi.fn();
    const user = await completeWizard(onRegistered, async (user) => {
      await user.click(gstBox());
      await user.type(gstinBox(), '27AAPFU0939F1ZV');
    });
    // Maharashtra's GSTIN for a shop in Kerala.
    expect(await screen.findByText(gstinMessages.stateMismatch('Kerala', '32'))).toBeInTheDocument();
    await user.click(gstBox());
    expect(screen.queryByRole('textbox', { name: /^GSTIN/ })).toBeNull();
    await user.click(gstBox());
    expect(gstinBox()).toHaveValue('');
    expect(screen.queryByText(gstinMessages.stateMismatch('Kerala', '32'))).toBeNull();
    await user.click(gstBox());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(sentBody(registerCustomer)).toMatchObject({ gstRegistered: false, gstin: '' });
  });

  it("shows the server's GSTIN message (held by another account) on the last step, with the entries kept", async () => {
    fakeApi({
      ...ONE_OF_EACH_LIST,
      registerCustomer: () => errorReply('validation', { errors: { gstin: gstinMessages.taken } }, 417),
    });
    const onRegistered = vi.fn();
    await completeWizard(onRegistered, async (user) => {
      await user.click(gstBox());
      await user.type(gstinBox(), KERALA_GSTIN);
    });
    expect(await screen.findByText(gstinMessages.taken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other Information' })).toBeInTheDocument();
    expect(gstinBox()).toHaveValue(KERALA_GSTIN);
    expect(gstBox()).toBeChecked();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('SignUpWizard in the page’s language', () => {
  it.each([
    ['hi', 'आगे', 'रजिस्टर करें', 'दुकान का नाम', 'GST में रजिस्टर्ड हैं?'],
    ['gu', 'આગળ', 'નોંધણી કરો', 'દુકાનનું નામ', 'GSTમાં રજિસ્ટર્ડ છો?'],
  ] as const)(
    'labels every step and sends the language (%s) with the sign-up, so the retailer’s SMS come in it',
    async (language, next, submit, shopName, gstRegistered) => {
      fakeApi({ ...ONE_OF_EACH_LIST, registerCustomer: () => success({ customer_id: 'CUST-0044' }) });
      const onRegistered = vi.fn();
      const { user } = renderWithProviders(
        <SignUpWizard
          onRegistered={onRegistered}
          initialValues={{ fullName: 'Anil Menon', mobile: '7012345678', ...MENON_MEDICALS, country: 'India' }}
        />,
        { language },
      );
      await user.click(screen.getByRole('button', { name: next }));
      expect(screen.getByRole('textbox', { name: shopName })).toHaveValue(MENON_MEDICALS.shopName);
      await user.click(screen.getByRole('button', { name: next }));
      expect(screen.getByRole('checkbox', { name: gstRegistered })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
      expect(callsTo('registerCustomer')).toEqual([{ body: expect.objectContaining({ language }) }]);
    },
  );
});
