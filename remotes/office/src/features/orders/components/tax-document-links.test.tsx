import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoicingTexts as t } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { OFFICE_ORDER, SALES, sessionOf } from '../../../test/fixtures';
import OrderPage from '../order-page';

const INVOICE = { number: 'SUV/2026-27/000123', issued_at: '2026-11-26T06:00:00.000Z' };
const CREDIT_NOTE = { number: 'SUV-CN/2026-27/000004', issued_at: '2026-11-27T06:00:00.000Z' };

async function renderOrder(order: typeof OFFICE_ORDER) {
  fakeApi({ me: sessionOf(SALES), getOrder: () => ({ message: { status: 'success', order } }) });
  renderWithProviders(<OrderPage />, { path: `/office/orders/${order.name}`, route: '/office/orders/:name' });
  await screen.findByRole('heading', { name: 'Timeline' });
}

describe('the office order’s tax documents', () => {
  it('links nothing before dispatch', async () => {
    await renderOrder({ ...OFFICE_ORDER, invoice: null, credit_note: null });
    expect(screen.queryByRole('link', { name: new RegExp(t.downloadInvoice) })).toBeNull();
  });

  it('links the invoice and the credit note as downloads of the API, which the staff cookie goes with', async () => {
    await renderOrder({ ...OFFICE_ORDER, status: 'Cancelled', invoice: INVOICE, credit_note: CREDIT_NOTE });
    const invoice = screen.getByRole('link', { name: `${t.downloadInvoice}: ${t.invoiceNumbered(INVOICE.number)}` });
    expect(invoice).toHaveAttribute(
      'href',
      `http://localhost:8000/api/method/retailer_app.api.office.download_tax_document?name=${OFFICE_ORDER.name}&kind=invoice`,
    );
    expect(invoice).toHaveAttribute('download');
    const note = screen.getByRole('link', {
      name: `${t.downloadCreditNote}: ${t.creditNoteNumbered(CREDIT_NOTE.number)}`,
    });
    expect(note.getAttribute('href')).toMatch(/kind=credit_note$/);
  });
});
