import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The reference lists of a small ERP: one state, one country, one business type. */
export const ONE_OF_EACH_LIST = {
  getStates: () => ({ message: ['Kerala'] }),
  fetchCountries: () => ({ message: [{ name: 'India' }] }),
  getIndustryTypeList: () => ({ message: [{ name: 'Medical Store' }] }),
};

/** The shop details a retailer enters in steps 2 and 3 (with the lists above). */
export const MENON_MEDICALS = {
  shopName: 'Menon Medicals',
  address1: '3 Temple Road',
  address2: 'Ward 7',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
  businessType: 'Medical Store',
};

/**
 * From a filled first step: Next, the shop's location, Next, its business type, then `onLastStep`
 * (nothing by default) and Sign Up.
 */
export async function completeShopSteps(user: UserEvent, onLastStep?: () => Promise<void>): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const state = screen.getByRole('combobox', { name: 'State' });
  await waitFor(() => expect(state).toHaveTextContent(MENON_MEDICALS.state));
  for (const [label, value] of [
    ['Shop Name', MENON_MEDICALS.shopName],
    ['Address Line-1', MENON_MEDICALS.address1],
    ['Address Line-2', MENON_MEDICALS.address2],
    ['City', MENON_MEDICALS.city],
    ['Pincode', MENON_MEDICALS.pincode],
  ] as const) {
    await user.type(screen.getByRole('textbox', { name: label }), value);
  }
  await user.selectOptions(state, MENON_MEDICALS.state);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByRole('combobox', { name: 'Business Type' }), MENON_MEDICALS.businessType);
  await onLastStep?.();
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}
