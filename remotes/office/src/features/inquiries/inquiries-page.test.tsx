import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureRuntime } from '@site/state';
import { fakeApi, renderWithProviders } from '@site/testing';
import { bodiesTo, INQUIRY, SALES, sessionOf } from '../../test/fixtures';
import InquiriesPage from './inquiries-page';

const { notes: _notes, next_statuses: _next, ...ROW } = INQUIRY;

const list = {
  message: {
    status: 'success',
    inquiries: [ROW],
    next_cursor: null,
    counts: { New: 1, Contacted: 0, Qualified: 0, Closed: 0 },
  },
};

describe('the office’s InquiriesPage', () => {
  it('opens an inquiry and marks it Contacted with a note', async () => {
    const contacted = {
      ...INQUIRY,
      status: 'Contacted' as const,
      notes: [
        {
          status: 'Contacted' as const,
          note: 'Called, visiting Monday',
          staff_email: SALES.email,
          at: '2026-11-21T04:00:00.000Z',
        },
      ],
      next_statuses: ['Qualified' as const, 'Closed' as const],
    };
    const api = fakeApi({
      me: sessionOf(SALES),
      listInquiries: () => list,
      getInquiry: () => ({ message: { status: 'success', inquiry: INQUIRY } }),
      setInquiryStatus: () => ({ message: { status: 'success', inquiry: contacted } }),
    });
    const { user } = renderWithProviders(<InquiriesPage />, { path: '/office/inquiries', route: '/office/inquiries' });
    const table = await screen.findByRole('table', { name: 'Inquiries, newest first' });
    await user.click(within(table).getByRole('link', { name: /Open the inquiry/ }));

    const panel = await screen.findByRole('region', { name: /Inquiry from/ });
    await within(panel).findByRole('button', { name: 'Save status' });
    expect(within(panel).getByLabelText('New status')).toHaveValue('Contacted');
    await user.type(within(panel).getByLabelText('Note'), 'Called, visiting Monday');
    await user.click(within(panel).getByRole('button', { name: 'Save status' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Marked Contacted.');
    expect(within(panel).getByText(/Called, visiting Monday/)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.set_inquiry_status')).toEqual([
      { name: INQUIRY.name, status: 'Contacted', note: 'Called, visiting Monday' },
    ]);
  });

  it('filters by a status from its count, and downloads the filtered list as CSV from the API', async () => {
    configureRuntime({ apiBase: 'http://localhost:8000/api/method' });
    fakeApi({ me: sessionOf(SALES), listInquiries: () => list });
    renderWithProviders(<InquiriesPage />, {
      path: '/office/inquiries?status=New&inquiry_type=distributor',
      route: '/office/inquiries',
    });
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      'http://localhost:8000/api/method/retailer_app.api.office.export_inquiries?inquiry_type=distributor&status=New',
    );
    const counts = await screen.findByRole('navigation', { name: 'Inquiries by status' });
    expect(within(counts).getByRole('link', { name: 'New: 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(counts).getByRole('link', { name: 'Closed: 0' })).toHaveAttribute(
      'href',
      '/office/inquiries?status=Closed&inquiry_type=distributor',
    );
    expect(within(counts).getByRole('link', { name: 'Every status' })).toHaveAttribute(
      'href',
      '/office/inquiries?inquiry_type=distributor',
    );
  });
});
