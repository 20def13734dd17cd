import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gstinMessages, phoneMessages, SIGN_UP_DEFAULTS } from '@site/contract';
import { errorReply, fakeApi, renderWithProviders } from '@site/testing';
import { newGstin, sampleSignUp } from '@site/testing/samples';
import { bodiesTo, referenceHandlers, SALES, sessionOf } from '../../test/fixtures';
import RegisterRetailerPage from './register-retailer-page';

const render = () =>
  renderWithProviders(<RegisterRetailerPage />, { path: '/office/retailers/new', route: '/office/retailers/new' });

/** Fills the form as `sampleSignUp` has it (the times and country keep their defaults); pasted, as typing is slow. */
async function fill(user: ReturnType<typeof render>['user'], form: ReturnType<typeof sampleSignUp>) {
  const enter = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await enter('Full Name', form.fullName);
  await enter('Mobile Number', form.mobile);
  await enter('Shop Name', form.shopName);
  await enter('Address Line-1', form.address1);
  await enter('Address Line-2', form.address2);
  await enter('City', form.city);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), form.state);
  await enter('Pincode', form.pincode);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Business Type' }), form.businessType);
}

describe('the office’s RegisterRetailerPage', () => {
  it('checks the sign-up’s rules before sending anything', async () => {
    const api = fakeApi({ ...referenceHandlers, me: sessionOf(SALES) });
    const { user } = render();
    await screen.findByRole('form', { name: 'Register a retailer' });
    await user.click(screen.getByRole('button', { name: 'Register retailer' }));
    // The prefix describes the field too.
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(`+91 ${phoneMessages.login.required}`),
    );
    expect(bodiesTo(api, 'office.register_retailer')).toEqual([]);
  });

  it('registers and says the code went to the retailer, with a link to their page', async () => {
    const api = fakeApi({
      ...referenceHandlers,
      me: sessionOf(SALES),
      registerRetailer: () => ({ message: { status: 'success', customer_id: 'CUST-9', code_sent: true } }),
    });
    const { user } = render();
    await screen.findByRole('form', { name: 'Register a retailer' });
    const form = sampleSignUp('9876501234');
    await fill(user, form);
    await user.click(screen.getByRole('button', { name: 'Register retailer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ravi General Stores is registered. A login code went by SMS to 9876501234: the retailer logs in with it on the login page.',
    );
    expect(bodiesTo(api, 'office.register_retailer')).toEqual([{ ...SIGN_UP_DEFAULTS, ...form }]);
    expect(screen.getByRole('link', { name: 'Open the new retailer’s page' })).toHaveAttribute(
      'href',
      '/office/retailers/CUST-9',
    );
    // The form is empty again, for the next retailer.
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows a GSTIN another account holds under the GSTIN, and a registered number in the outcome', async () => {
    let reply = errorReply(
      'validation',
      { text: 'Please correct the highlighted fields.', errors: { gstin: gstinMessages.taken } },
      417,
    );
    fakeApi({ ...referenceHandlers, me: sessionOf(SALES), registerRetailer: () => reply });
    const { user } = render();
    await screen.findByRole('form', { name: 'Register a retailer' });
    await fill(user, sampleSignUp('9876501235'));
    await user.click(screen.getByLabelText('GST Registered?'));
    await user.click(screen.getByLabelText('GSTIN'));
    await user.paste(newGstin());
    await user.click(screen.getByRole('button', { name: 'Register retailer' }));
    await waitFor(() => expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(gstinMessages.taken));

    reply = errorReply(
      'already_registered',
      { text: 'This mobile number is already registered. Log in instead.' },
      409,
    );
    await user.click(screen.getByLabelText('GST Registered?'));
    await user.click(screen.getByRole('button', { name: 'Register retailer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mobile number is already registered.');
  });
});
