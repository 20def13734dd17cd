import type { Page } from 'playwright-core';
import type { SignUpForm } from '@site/contract';
import { button, textbox } from './locators';

/** What a retailer types into the sign-up wizard (the mobile apart: each journey uses a fresh one). */
export type SignUpShop = Pick<
  SignUpForm,
  'fullName' | 'shopName' | 'address1' | 'address2' | 'city' | 'state' | 'pincode'
>;

/** Step 1 of the sign-up wizard: the name and the mobile, then Next. */
export async function fillSignUpStep1(page: Page, shop: SignUpShop, mobile: string): Promise<void> {
  await textbox(page, 'Full Name').fill(shop.fullName);
  await textbox(page, 'Mobile Number').fill(mobile);
  await button(page, 'Next').click();
}

/** Step 2, once it shows: the address, and the state once the server's list holds it (Next is the caller's). */
export async function fillSignUpStep2(page: Page, shop: SignUpShop): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Location Information' }).waitFor();
  await textbox(page, 'Shop Name').fill(shop.shopName);
  await textbox(page, 'Address Line-1').fill(shop.address1);
  await textbox(page, 'Address Line-2').fill(shop.address2);
  await textbox(page, 'City').fill(shop.city);
  const state = page.getByRole('combobox', { name: 'State' });
  await state.locator('option', { hasText: shop.state }).waitFor({ state: 'attached' });
  await state.selectOption(shop.state);
  await textbox(page, 'Pincode').fill(shop.pincode);
}

/** Step 3's Business Type by the keyboard: types `typed`, then takes the first match. Returns the combobox. */
export async function chooseBusinessType(page: Page, typed: string) {
  const businessType = page.getByRole('combobox', { name: 'Business Type' });
  await businessType.click();
  await businessType.pressSequentially(typed);
  await businessType.press('ArrowDown');
  await businessType.press('Enter');
  return businessType;
}
