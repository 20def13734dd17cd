import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Address,
  type Cart,
  cartMessages,
  type LoginRecord,
  orderScreenTexts as t,
  type SalesOrder,
  totalsLabels,
} from '@site/contract';
import { formatRupees, percentOf, rupeesToPaise } from '@site/contract/money';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import {
  callOrdering,
  logInByApi,
  logInThroughPages,
  newLoggedInRetailer,
  orderTexts,
  registerRetailer,
  storedLogin,
  storeLogin,
  waitForNextCode,
} from '../support/retailer';

/**
 * Ordering in a real browser against the real server (docs/product.md#product-detail, docs/product.md#cart-drawer,
 * docs/product.md#checkout, docs/product.md#order-history, docs/product.md#order): a visitor adds two different
 * products from their pages, logs in and finds the cart merged, checks out to a new address, finds the order in
 * /orders with the figures the server stored, cancels it and reorders another; the same at 375 px; a double click
 * on Place order makes one order.
 */

const browser = useBrowser();

/** A cart of two products on the server, and a shipping address outside the company's state (IGST). */
async function retailerWithCart() {
  const { login } = await newLoggedInRetailer({ fullName: 'Ordering Retailer' });
  for (const [item_code, qty] of [
    ['suvasa-2g-48', 2],
    ['suvasa-4g-24', 1],
  ] as const) {
    const reply = await callOrdering('updateCart', login, { json: { item_code, qty } });
    expect(reply.status).toBe(200);
  }
  const created = await callOrdering<{ address: Address }>('createAddress', login, {
    json: {
      shopName: 'Ordering Godown',
      address1: '7 Market Road',
      address2: 'Behind the bus depot',
      city: 'Hubli',
      state: 'Karnataka',
      country: 'India',
      pincode: '580020',
    },
  });
  expect(created.status).toBe(200);
  return { login, godown: created.message.address };
}

const orderCount = async (login: LoginRecord) =>
  (await callOrdering<{ total_count: number }>('getSalesOrders', login)).message.total_count;
const orderByApi = async (login: LoginRecord, name: string) =>
  (await callOrdering<{ sales_order: SalesOrder }>('getSalesOrder', login, { query: { name } })).message.sales_order;

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Fits the screen (375 px too) and axe finds no WCAG 2.2 AA violation. */
async function expectUsable(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
}

/** The grand total on screen in a Totals panel. */
const shownGrandTotal = (page: Page) =>
  page.getByRole('region', { name: 'Totals' }).locator(`dt:text-is("${totalsLabels.grandTotal}") + dd`).textContent();

async function placeFromCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/orders\/SAL-ORD-/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/**
 * The retailer already has a cart on the server, from another device (three 2 g packs of 12, and one 2 g pack of
 * 48). On this browser, not logged in, they put two different products in the cart from their pages (2 packs of the
 * 2 g pack of 48, one 4 g pack of 24), go to checkout, log in with the code and come back to checkout with the two
 * carts merged: the lines of both, the pack in both at the larger quantity.
 */
async function visitorArrivesAtCheckout(page: Page): Promise<LoginRecord> {
  const form = await registerRetailer({ fullName: 'Ordering Retailer' });
  const otherDevice = await logInByApi(form.mobile);
  for (const [item_code, qty] of [
    ['suvasa-2g-12', 3],
    ['suvasa-2g-48', 1],
  ] as const) {
    expect((await callOrdering('updateCart', otherDevice, { json: { item_code, qty } })).status).toBe(200);
  }
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  await page.goto('/product-details');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first().waitFor();
  await page.keyboard.press('Escape');
  await page.goto('/product-details/suvasa-4g-24');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem').nth(1).waitFor();
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await waitForNextCode(page, form.mobile);
  await logInThroughPages(page, form.mobile);
  await page.waitForURL('**/checkout');
  const login = await storedLogin(page);
  expect(login).not.toBeNull();
  // The visitor's lines are now in the retailer's cart on the server, beside the other device's.
  const merged = (await callOrdering<Cart>('getCartQuotation', login!)).message;
  expect(Object.fromEntries(merged.items.map((line) => [line.item_code, line.qty]))).toEqual({
    'suvasa-2g-12': 3,
    'suvasa-2g-48': 2,
    'suvasa-4g-24': 1,
  });
  // And the review on screen lists the merged lines, each with its pack and quantity.
  const rows = page
    .getByRole('region', { name: 'Order review' })
    .getByRole('table', { name: 'Items in your order' })
    .locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(merged.items.length);
  for (const [index, line] of merged.items.entries()) {
    const cells = await rows.nth(index).getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([`${line.item_name}${line.pack_label}`, String(line.qty)]);
  }
  return login!;
}

/** From checkout, Add New Address: a godown outside the company's state, saved, and back at checkout. */
async function addGodownFromCheckout(page: Page) {
  await page.getByRole('link', { name: 'Add New Address' }).click();
  await page.waitForURL('**/user/create-address');
  const control = (label: string) => page.getByLabel(label, { exact: true });
  await control('State').locator('option', { hasText: 'Karnataka' }).waitFor({ state: 'attached' });
  await control('Shop Name').fill('Ordering Godown');
  await control('Address Line-1').fill('7 Market Road');
  await control('Address Line-2').fill('Behind the bus depot');
  await control('City').fill('Hubli');
  await control('State').selectOption('Karnataka');
  await control('Pincode').fill('580020');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/checkout');
}

async function journey(viewport: { width: number; height: number }) {
  const page = await browser.newPage(viewport);
  const login = await visitorArrivesAtCheckout(page);
  await page.getByRole('region', { name: 'Order review' }).waitFor();
  await addGodownFromCheckout(page);
  await page.getByRole('region', { name: 'Order review' }).waitFor();

  // The order goes to the new godown: the server prices it again, IGST out of the company's state.
  await page.getByRole('radio', { name: /Ordering Godown/ }).check();
  await page.getByRole('region', { name: 'Totals' }).getByText(/^IGST/).waitFor();
  const cart = (await callOrdering<Cart>('getCartQuotation', login)).message;
  expect(cart.shipping_address?.address_title).toBe('Ordering Godown');
  expect(await shownGrandTotal(page)).toBe(formatRupees(cart.totals.grand_total_paise));
  await expectUsable(page);

  const first = await placeFromCheckout(page);
  await page.getByText(t.orderPlaced(first)).waitFor();
  const placed = await orderByApi(login, first);
  expect(placed.grand_total_paise).toBe(cart.totals.grand_total_paise);
  expect(placed.shipping_address.address_title).toBe('Ordering Godown');
  // The retailer is texted through the SMS provider of the codes (the dev outbox here).
  await expect
    .poll(() => orderTexts(login.mobile))
    .toEqual([expect.stringContaining(`${first} for ${formatRupees(placed.grand_total_paise)}`)]);

  // The history lists it with the stored total and its status, and opens it.
  await page.goto('/orders');
  const row = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: first });
  await row.waitFor();
  expect(await row.textContent()).toContain(formatRupees(placed.grand_total_paise));
  expect(await row.textContent()).toContain('Placed');
  await expectUsable(page);
  await row.getByRole('link', { name: first }).click();
  await page.waitForURL(`**/orders/${first}`);
  expect(await shownGrandTotal(page)).toBe(formatRupees(placed.grand_total_paise));
  await expectUsable(page);

  // Cancel, asked first.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await page.getByText(t.cancelled(first)).waitFor();
  expect((await orderByApi(login, first)).status).toBe('Cancelled');
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

  // Reorder: the lines back in the cart at today's prices, then a second order from checkout.
  await page.getByRole('button', { name: 'Reorder' }).click();
  const result = page.getByRole('status', { name: 'Reorder' });
  await result.getByText(t.reordered).waitFor();
  // Nothing was repriced in between: today's total is the order's.
  expect(await result.textContent()).toContain(t.reorderSame);
  await result.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('region', { name: 'Order review' }).waitFor();
  const second = await placeFromCheckout(page);
  expect(second).not.toBe(first);
  expect((await orderByApi(login, second)).items.map((line) => [line.item_code, line.qty])).toEqual(
    placed.items.map((line) => [line.item_code, line.qty]),
  );

  await page.goto('/orders');
  await page.getByRole('link', { name: second }).waitFor();
  const rows = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  expect(await rows.count()).toBe(2);
  // Newest first.
  expect(await rows.first().textContent()).toContain(second);
  expect(await rows.last().textContent()).toContain('Cancelled');
}

describe('ordering: checkout, order history and an order', () => {
  // A dozen pages: about 20 s alone, and twice that or more beside two other journeys on a slow machine.
  it('a visitor adds two products, logs in to a merged cart, checks out to a new address, finds the order in /orders, cancels it and reorders another', async () => {
    await journey(DESKTOP);
  }, 120_000);

  it('does the same on a 375 px screen, nothing wider than the screen', async () => {
    await journey(MOBILE);
  }, 120_000);

  it('a double click on Place order makes exactly one order', async () => {
    const { login } = await retailerWithCart();
    const page = await browser.newPage(DESKTOP);
    await storeLogin(page, login, '/checkout');
    await page.getByRole('region', { name: 'Order review' }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/orders\/SAL-ORD-/);
    expect(await orderCount(login)).toBe(1);
  });

  it('a cart changed after it was shown is not placed: the changes and new figures show, the next Place order places them', async () => {
    const { login } = await retailerWithCart();
    const page = await browser.newPage(DESKTOP);
    await storeLogin(page, login, '/checkout');
    await page.getByRole('region', { name: 'Order review' }).waitFor();
    // The page's own re-pricing every few seconds is held back: the change is caught at placement.
    await page.route(/get_cart_quotation/, (route) => route.abort());
    // Another device adds a pack meanwhile.
    expect((await callOrdering('updateCart', login, { json: { item_code: 'suvasa-2g-48', qty: 3 } })).status).toBe(200);
    const now = (await callOrdering<Cart>('getCartQuotation', login)).message;

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').getByText(t.cartChangedTitle).waitFor();
    expect(await orderCount(login)).toBe(0);
    expect(await shownGrandTotal(page)).toBe(formatRupees(now.totals.grand_total_paise));

    const name = await placeFromCheckout(page);
    expect((await orderByApi(login, name)).grand_total_paise).toBe(now.totals.grand_total_paise);
    expect(await orderCount(login)).toBe(1);
  });

  it('sends a visitor from /checkout to /login, carrying the way back', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/checkout');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      returnTo: '/checkout',
    });
  });

  it('an empty cart says so and links to the products', async () => {
    const { login } = await newLoggedInRetailer();
    const page = await browser.newPage(MOBILE);
    await storeLogin(page, login, '/checkout');
    await page.getByText('Your cart is empty.').waitFor();
    expect(await page.getByRole('link', { name: cartMessages.backToProducts }).getAttribute('href')).toBe('/home');
    await page.goto('/orders');
    await page.getByText(t.noOrders).waitFor();
  });

  it("an order's grand total is the product page's price × quantity less the scheme, to the paisa: GST inside", async () => {
    const { login } = await newLoggedInRetailer({ fullName: 'Price Check Retailer' });
    const page = await browser.newPage(DESKTOP);
    await storeLogin(page, login, '/product-details');
    // The price as the product page shows it ("Price ₹480.00", inc. all taxes), read in the browser.
    const shown = await page
      .locator('span', { hasText: /^Price ₹[\d,]+\.\d{2}$/ })
      .first()
      .textContent();
    const pricePaise = rupeesToPaise(shown!.replace(/^Price /, '')) ?? 0;
    expect(pricePaise).toBeGreaterThan(0);
    await page.getByText('inc. all taxes').waitFor();
    const quantity = 3;
    for (let step = 1; step < quantity; step++) await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first().waitFor();

    // The scheme: the live one taking the most off this subtotal, half a paisa up, up to its cap.
    const cart = (await callOrdering<Cart>('getCartQuotation', login)).message;
    expect(cart.items.map((line) => [line.item_code, line.qty])).toEqual([['suvasa-2g-48', quantity]]);
    const subtotal = pricePaise * quantity;
    const discount = Math.max(
      0,
      ...cart.schemes
        .filter((scheme) => subtotal >= scheme.min_subtotal_paise)
        .map((scheme) => Math.min(percentOf(subtotal, scheme.discount_basis_points), scheme.max_discount_paise)),
    );
    const expected = subtotal - discount;
    await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('region', { name: 'Order review' }).waitFor();
    expect(await shownGrandTotal(page)).toBe(formatRupees(expected));

    const name = await placeFromCheckout(page);
    const order = await orderByApi(login, name);
    expect(order.grand_total_paise).toBe(expected);
    expect(order.totals.subtotal_paise - order.totals.discount_paise).toBe(expected);
    // The GST is contained: the lines' taxable value and GST add up to what is paid.
    const line = order.items[0]!;
    expect((line.taxable_paise ?? 0) + (line.gst_paise ?? 0)).toBe(expected);
    expect(
      order.totals.taxable_paise + order.totals.cgst_paise + order.totals.sgst_paise + order.totals.igst_paise,
    ).toBe(expected);
    await page.getByRole('region', { name: 'Totals' }).waitFor();
    expect(await shownGrandTotal(page)).toBe(formatRupees(expected));
    await page.getByText(totalsLabels.included).first().waitFor();
  });
});
