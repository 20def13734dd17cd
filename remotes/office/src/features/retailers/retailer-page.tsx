import { useParams } from 'react-router-dom';
import { officeOperationsTexts, type RetailerDetail, roleAllows, type SignedInStaff } from '@site/contract';
import { Button, Stack, TermList } from '@site/ui';
import { DataTable } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import { CardGrid, Panel } from '../../lib/layout';
import { LoadedRecord } from '../../lib/loaded';
import { OutcomeLines, saidBy } from '../../lib/mutation-outcome';
import { OfficePage } from '../../lib/office-page';
import { orderColumns } from '../../lib/order-columns';
import { fieldRefusal, TextAreaField, useReason } from '../../lib/reason-field';
import { useRetailer, useSetRetailerBlocked } from './api/retailers-api';
import { gstinText } from './components/gstin-text';
import { MoveGstinPanel } from './components/move-gstin-form';

/** /office/retailers/<id>: a retailer's profile, addresses and orders; block or unblock with a reason. */
export default function RetailerPage() {
  const { id = '' } = useParams();
  return <OfficePage title="Retailer">{(staff) => <RetailerDetailView customerId={id} staff={staff} />}</OfficePage>;
}

const ORDER_COLUMNS = [orderColumns.order, orderColumns.placed, orderColumns.total, orderColumns.status];

function RetailerDetailView({ customerId, staff }: { customerId: string; staff: SignedInStaff }) {
  const retailer = useRetailer(customerId);
  return (
    <LoadedRecord
      query={retailer}
      loading="Loading the retailer…"
      notFound={{
        text: officeOperationsTexts.retailerNotFound,
        back: '/office/retailers',
        backLabel: 'Back to the retailers',
      }}
    >
      {(found) => <RetailerView r={found} staff={staff} />}
    </LoadedRecord>
  );
}

function RetailerView({ r, staff }: { r: RetailerDetail; staff: SignedInStaff }) {
  return (
    <Stack>
      <h2>
        {r.full_name}, {r.shop_name}
      </h2>
      <CardGrid>
        <Panel>
          <h3>Profile</h3>
          <TermList>
            <dt>Mobile</dt>
            <dd>{r.mobile}</dd>
            <dt>Place</dt>
            <dd>{[r.city, r.state].filter(Boolean).join(', ')}</dd>
            <dt>Business</dt>
            <dd>{r.industry}</dd>
            <dt>GST registered</dt>
            <dd>{r.gst_registered ? 'Yes' : 'No'}</dd>
            <dt>GSTIN</dt>
            <dd>{gstinText(r)}</dd>
            <dt>Signed up</dt>
            <dd>{formatMoment(r.created_at)}</dd>
            <dt>Status</dt>
            <dd>
              {r.blocked
                ? `Blocked${r.blocked_at ? ` since ${formatMoment(r.blocked_at)}` : ''}${r.blocked_reason ? `: ${r.blocked_reason}` : ''}`
                : 'Active'}
            </dd>
          </TermList>
        </Panel>
        <Panel>
          <h3>{r.blocked ? 'Unblock' : 'Block'}</h3>
          <BlockForm retailer={r} />
        </Panel>
        {roleAllows(staff.role, 'admin') && <MoveGstinPanel retailer={r} />}
      </CardGrid>
      <Panel>
        <h3>Addresses</h3>
        <ul>
          {r.addresses.map((address) => (
            <li key={address.name}>
              {address.address_type}: {address.address_title}, {address.address_line1}
              {address.address_line2 && `, ${address.address_line2}`}, {address.city}, {address.state} {address.pincode}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel>
        <h3>Orders ({r.order_count})</h3>
        <DataTable
          label="The retailer's latest orders"
          columns={ORDER_COLUMNS}
          rows={r.orders}
          rowKey={(order) => order.name}
          empty={<p>No orders yet.</p>}
        />
      </Panel>
    </Stack>
  );
}

function BlockForm({ retailer }: { retailer: RetailerDetail }) {
  const reason = useReason();
  const setBlocked = useSetRetailerBlocked(retailer.customer_id);
  const blocking = !retailer.blocked;
  const said = saidBy(
    setBlocked,
    (updated) => (updated.blocked ? 'Blocked: their sessions have ended.' : 'Unblocked.'),
    {
      shownElsewhere: (error) => fieldRefusal(error, 'reason') !== undefined,
    },
  );

  const submit = () => {
    if (!reason.check()) return;
    setBlocked.mutate(
      { blocked: blocking, customer_id: retailer.customer_id, reason: reason.value },
      {
        onSuccess: reason.clear,
        onError: (error) => {
          const refused = fieldRefusal(error, 'reason');
          if (refused) reason.refuse(refused);
        },
      },
    );
  };

  return (
    <form
      aria-label={blocking ? 'Block this retailer' : 'Unblock this retailer'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <p>
          {blocking
            ? 'A blocked retailer cannot log in or order, their sessions end, and they are told to contact the company.'
            : 'The retailer may log in and order again.'}
        </p>
        <TextAreaField label="Reason" {...reason.field} />
        <div>
          <Button type="submit" $size="sm" disabled={setBlocked.isPending}>
            {blocking ? 'Block retailer' : 'Unblock retailer'}
          </Button>
        </div>
        <OutcomeLines said={[said]} />
      </Stack>
    </form>
  );
}
