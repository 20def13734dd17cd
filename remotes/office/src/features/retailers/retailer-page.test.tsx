import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeOperationsTexts as t } from '@site/contract';
import { errorReply, fakeApi, renderWithProviders } from '@site/testing';
import { ADMIN, bodiesTo, paramsTo, RETAILER, RETAILER_SUMMARY, SALES, sessionOf } from '../../test/fixtures';
import { NO_RETAILER_WITH_MOBILE } from './components/move-gstin-form';
import RetailerPage from './retailer-page';

describe('the office’s RetailerPage', () => {
  it('shows the profile, addresses and orders, and blocks with a reason', async () => {
    const blocked = { ...RETAILER, blocked: true, blocked_at: '2026-11-24T05:00:00.000Z', blocked_reason: 'Unpaid' };
    const api = fakeApi({
      me: sessionOf(SALES),
      getRetailer: () => ({ message: { status: 'success', retailer: RETAILER } }),
      blockRetailer: () => ({ message: { status: 'success', retailer: blocked } }),
    });
    const { user } = renderWithProviders(<RetailerPage />, {
      path: '/office/retailers/CUST-1',
      route: '/office/retailers/:id',
    });
    await screen.findByRole('heading', { name: 'Ravi Kumar, Ravi General Stores' });
    expect(screen.getByRole('link', { name: RETAILER.orders[0]?.name })).toBeInTheDocument();
    expect(screen.getByText(/12 Station Road/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Block retailer' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(t.reasonRequired));
    expect(bodiesTo(api, 'office.block_retailer')).toEqual([]);

    await user.type(screen.getByLabelText('Reason'), 'Unpaid');
    await user.click(screen.getByRole('button', { name: 'Block retailer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blocked: their sessions have ended.');
    expect(bodiesTo(api, 'office.block_retailer')).toEqual([{ customer_id: 'CUST-1', reason: 'Unpaid' }]);
    expect(screen.getByRole('button', { name: 'Unblock retailer' })).toBeInTheDocument();
  });

  describe('Move GSTIN', () => {
    const GSTIN = '27AAAAA0000A1Z5';
    const HOLDER = { ...RETAILER, gstin: GSTIN, gst_registered: true, gstin_shared: true };
    const OWNER = { ...RETAILER_SUMMARY, customer_id: 'CUST-2', shop_name: 'Meena Stores', mobile: '9876500002' };
    const renderHolder = () =>
      renderWithProviders(<RetailerPage />, { path: '/office/retailers/CUST-1', route: '/office/retailers/:id' });

    it('is an admin’s: sales see the GSTIN but no form', async () => {
      fakeApi({ me: sessionOf(SALES), getRetailer: () => ({ message: { status: 'success', retailer: HOLDER } }) });
      renderHolder();
      expect(await screen.findByText(`${GSTIN} (shared with another account)`)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Move GSTIN' })).toBeNull();
    });

    it('moves the GSTIN to the retailer with the mobile given, and says so once the page shows it gone', async () => {
      let holder: typeof RETAILER = HOLDER;
      const api = fakeApi({
        me: sessionOf(ADMIN),
        getRetailer: () => ({ message: { status: 'success', retailer: holder } }),
        listRetailers: () => ({ message: { status: 'success', retailers: [OWNER], next_cursor: null } }),
        moveGstin: () => {
          holder = RETAILER;
          return {
            message: { status: 'success', retailer: { ...RETAILER, ...OWNER, gstin: GSTIN, gst_registered: true } },
          };
        },
      });
      const { user } = renderHolder();
      await screen.findByRole('form', { name: 'Move GSTIN' });
      await user.click(screen.getByRole('button', { name: 'Move GSTIN' }));
      await waitFor(() => expect(screen.getByText(t.reasonRequired)).toBeInTheDocument());
      expect(bodiesTo(api, 'office.move_gstin')).toEqual([]);

      await user.type(screen.getByLabelText('To the retailer with mobile'), OWNER.mobile);
      await user.type(screen.getAllByLabelText('Reason')[1]!, 'Their business');
      await user.click(screen.getByRole('button', { name: 'Move GSTIN' }));
      expect(
        await screen.findByText(`GSTIN ${GSTIN} moved to Meena Stores (9876500002). It is in the audit log.`),
      ).toBeInTheDocument();
      // The page reads the holder again: no GSTIN now, and the outcome still said.
      await screen.findByText('None');
      expect(within(screen.getByRole('form', { name: 'Move GSTIN' })).getByRole('status')).toHaveTextContent(
        `GSTIN ${GSTIN} moved to Meena Stores`,
      );
      expect(paramsTo(api, 'office.list_retailers')).toEqual([{ search: OWNER.mobile, page_length: 100 }]);
      expect(bodiesTo(api, 'office.move_gstin')).toEqual([
        { from_customer_id: 'CUST-1', to_customer_id: 'CUST-2', reason: 'Their business' },
      ]);
    });

    it('shows a mobile nobody has, and the server’s refusal of the receiver, under the mobile', async () => {
      let listed = [] as (typeof OWNER)[];
      fakeApi({
        me: sessionOf(ADMIN),
        getRetailer: () => ({ message: { status: 'success', retailer: HOLDER } }),
        listRetailers: () => ({ message: { status: 'success', retailers: listed, next_cursor: null } }),
        moveGstin: () =>
          errorReply(
            'validation',
            {
              text: 'Please correct the highlighted fields.',
              errors: { to_customer_id: 'GSTIN must start with 29, the state code of Karnataka' },
            },
            417,
          ),
      });
      const { user } = renderHolder();
      await screen.findByRole('form', { name: 'Move GSTIN' });
      const mobile = screen.getByLabelText('To the retailer with mobile');
      await user.type(mobile, OWNER.mobile);
      await user.type(screen.getAllByLabelText('Reason')[1]!, 'Their business');
      await user.click(screen.getByRole('button', { name: 'Move GSTIN' }));
      await waitFor(() => expect(mobile).toHaveAccessibleDescription(`+91 ${NO_RETAILER_WITH_MOBILE}`));

      listed = [OWNER];
      await user.click(screen.getByRole('button', { name: 'Move GSTIN' }));
      await waitFor(() =>
        expect(mobile).toHaveAccessibleDescription('+91 GSTIN must start with 29, the state code of Karnataka'),
      );
    });
  });
});
