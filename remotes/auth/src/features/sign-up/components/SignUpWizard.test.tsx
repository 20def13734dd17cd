import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTheme } from '@site/shared';
import { SIGN_UP_DEFAULTS } from '@site/shared/validation';
import { answer, api, errorReply, success } from '../../../test/api';
import { SignUpWizard } from './SignUpWizard';

vi.mock('@site/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@site/shared/api')>()),
  callMethod: vi.fn(),
}));

const LISTS = {
  getStates: () => ({ message: ['Kerala'] }),
  fetchCountries: () => ({ message: [{ name: 'India' }] }),
  getIndustryTypeList: () => ({ message: [{ name: 'Medical Store' }] }),
};

/** No router and no host around it: only a theme, as an embedding page would give it. */
async function completeWizard(onRegistered: Parameters<typeof SignUpWizard>[0]['onRegistered']) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={createTheme('dark')}>
      <SignUpWizard onRegistered={onRegistered} initialValues={{ fullName: 'Anil Menon', mobile: '7012345678' }} />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const state = screen.getByRole('combobox', { name: 'State' });
  await waitFor(() => expect(state).toHaveTextContent('Kerala'));
  for (const [label, value] of [
    ['Shop Name', 'Menon Medicals'],
    ['Address Line-1', '3 Temple Road'],
    ['Address Line-2', 'Ward 7'],
    ['City', 'Kochi'],
    ['Pincode', '682001'],
  ]) {
    await user.type(screen.getByRole('textbox', { name: label }), value!);
  }
  await user.selectOptions(state, 'Kerala');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByRole('combobox', { name: 'Business Type' }), 'Medical Store');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

beforeEach(() => {
  api.mockReset();
});

describe('SignUpWizard outside the site', () => {
  it('hands the registered customer and the mobile to onRegistered and stays busy until it settles', async () => {
    answer({ ...LISTS, registerCustomer: () => success({ customer_id: 'CUST-0042' }) });
    let settle: () => void = () => {};
    const onRegistered = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    await completeWizard(onRegistered);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegistered).toHaveBeenCalledWith(
      {
        ...SIGN_UP_DEFAULTS,
        fullName: 'Anil Menon',
        mobile: '7012345678',
        shopName: 'Menon Medicals',
        address1: '3 Temple Road',
        address2: 'Ward 7',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682001',
        businessType: 'Medical Store',
        customer_id: 'CUST-0042',
      },
      '7012345678',
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('offers a plain link to /login for an already registered mobile', async () => {
    answer({ ...LISTS, registerCustomer: () => errorReply('already_registered') });
    const onRegistered = vi.fn();
    await completeWizard(onRegistered);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
