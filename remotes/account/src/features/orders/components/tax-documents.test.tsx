import { screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicingMethodPaths, invoicingTexts as t, type SalesOrder } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { LOGIN, logIn } from '../../../test/fixtures';
import { ORDER } from '../../../test/ordering-fixtures';
import OrderPage from '../order-page';

const INVOICE = { number: 'SUV/2026-27/000123', issued_at: '2026-11-26T06:00:00.000Z' };
const CREDIT_NOTE = { number: 'SUV-CN/2026-27/000004', issued_at: '2026-11-27T06:00:00.000Z' };
const PDF = new Blob(['%PDF-1.3'], { type: 'application/pdf' });

/** The order page of `order`, the PDF download answered by `pdf` (the rest by the fake API). */
async function renderOrder(order: SalesOrder, pdf: (config: AxiosRequestConfig) => { status: number; data: unknown }) {
  logIn();
  const api = fakeApi({ getSalesOrder: () => ({ message: { status: 'success', sales_order: order } }) });
  const others = api.getMockImplementation()!;
  api.mockImplementation(async (config) =>
    config.url?.endsWith(`/${invoicingMethodPaths.downloadTaxDocument}`)
      ? ({ ...pdf(config), headers: {}, statusText: '', config } as never)
      : others(config),
  );
  const view = renderWithProviders(<OrderPage />, { path: `/orders/${order.name}`, route: '/orders/:name' });
  await screen.findByRole('region', { name: 'Items' });
  return { ...view, api };
}

const downloads = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url?.endsWith(`/${invoicingMethodPaths.downloadTaxDocument}`));

describe('tax documents on the order page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers nothing before the order is invoiced', async () => {
    await renderOrder({ ...ORDER, invoice: null, credit_note: null }, () => ({ status: 500, data: null }));
    expect(screen.queryByRole('button', { name: new RegExp(t.downloadInvoice) })).toBeNull();
  });

  it('downloads the invoice with the retailer’s token, saved under its number', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = await renderOrder(
      { ...ORDER, status: 'Dispatched', invoice: INVOICE, credit_note: null },
      () => ({
        status: 200,
        data: PDF,
      }),
    );
    expect(screen.queryByRole('button', { name: new RegExp(t.downloadCreditNote) })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `${t.downloadInvoice}: ${t.invoiceNumbered(INVOICE.number)}` }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['SUV-2026-27-000123.pdf']));
    const [request] = downloads(api);
    expect(request).toMatchObject({
      method: 'GET',
      params: { name: ORDER.name, kind: 'invoice' },
      responseType: 'blob',
      headers: { Authorization: `token ${LOGIN.api_key}:${LOGIN.api_secret}` },
    });
    expect(URL.createObjectURL).toHaveBeenCalledWith(PDF);
  });

  it('offers the credit note beside the invoice, and says so when a download fails', async () => {
    const { api, user } = await renderOrder(
      { ...ORDER, status: 'Cancelled', invoice: INVOICE, credit_note: CREDIT_NOTE },
      () => ({ status: 404, data: new Blob(['{}']) }),
    );
    await user.click(screen.getByRole('button', { name: new RegExp(t.downloadCreditNote) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.downloadFailed);
    expect(downloads(api)[0]?.params).toEqual({ name: ORDER.name, kind: 'credit_note' });
    expect(screen.getByRole('button', { name: new RegExp(t.downloadInvoice) })).toBeEnabled();
  });
});
