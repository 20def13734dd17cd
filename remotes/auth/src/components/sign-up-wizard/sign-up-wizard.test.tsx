import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_UP_DEFAULTS } from '@site/contract';
import { errorReply, fakeApi, renderWithProviders, success } from '@site/testing';
import { completeShopSteps, MENON_MEDICALS, ONE_OF_EACH_LIST } from '../../test/sign-up-wizard';
import { SignUpWizard } from './sign-up-wizard';

/** The wizard alone, without the sign-up page around it. */
async function completeWizard(onRegistered: Parameters<typeof SignUpWizard>[0]['onRegistered']) {
  const { user } = renderWithProviders(
    <SignUpWizard onRegistered={onRegistered} initialValues={{ fullName: 'Anil Menon', mobile: '7012345678' }} />,
  );
  await completeShopSteps(user);
  return user;
}

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
