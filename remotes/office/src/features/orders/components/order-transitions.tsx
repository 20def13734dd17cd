import { useState } from 'react';
import { type OfficeOrder, type StaffOrderStatus, STAFF_ORDER_STATUSES } from '@site/contract';
import { Button, ButtonRow, Stack } from '@site/ui';
import { OutcomeLines, saidBy } from '../../../lib/mutation-outcome';
import { fieldRefusal, TextAreaField, useReason } from '../../../lib/reason-field';
import { SecondaryButton } from '../../../lib/secondary-button';
import { useSetOrderStatus } from '../api/orders-api';

/** The button that moves an order on to each status. */
const ACTION_LABEL: Record<Exclude<StaffOrderStatus, 'Cancelled'>, string> = {
  Confirmed: 'Confirm order',
  Dispatched: 'Mark dispatched',
  Delivered: 'Mark delivered',
};

const isStaffStatus = (status: string): status is StaffOrderStatus =>
  (STAFF_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The order's next steps: one button per forward status, and Cancel with its reason. A change that lost a
 * race (the retailer cancelled, a colleague moved it first) is told in the server's words, and the order
 * shown afresh.
 */
export function OrderTransitions({ order }: { order: OfficeOrder }) {
  const reason = useReason();
  const [cancelling, setCancelling] = useState(false);
  const setStatus = useSetOrderStatus(order.name);
  const busy = setStatus.isPending;
  const next = order.next_statuses.filter(isStaffStatus);
  const move = (status: StaffOrderStatus) =>
    setStatus.mutate(
      { name: order.name, status, ...(status === 'Cancelled' ? { reason: reason.value } : {}) },
      {
        onSuccess: () => {
          setCancelling(false);
          reason.clear();
        },
        onError: (error) => {
          const refused = fieldRefusal(error, 'reason');
          if (refused) reason.refuse(refused);
        },
      },
    );
  const said = saidBy(setStatus, (updated) => `Order ${updated.name} is ${updated.status} now.`, {
    shownElsewhere: (error) => fieldRefusal(error, 'reason') !== undefined,
  });
  const cancel = () => {
    if (reason.check()) move('Cancelled');
  };

  return (
    <Stack>
      {next.length > 0 && (
        <ButtonRow>
          {next
            .filter((status): status is Exclude<StaffOrderStatus, 'Cancelled'> => status !== 'Cancelled')
            .map((status) => (
              <Button key={status} type="button" $size="sm" disabled={busy} onClick={() => move(status)}>
                {ACTION_LABEL[status]}
              </Button>
            ))}
          {next.includes('Cancelled') && !cancelling && (
            <SecondaryButton disabled={busy} onClick={() => setCancelling(true)}>
              Cancel order…
            </SecondaryButton>
          )}
        </ButtonRow>
      )}
      {cancelling && (
        <Stack>
          <TextAreaField label="Reason for cancelling (the retailer is told by SMS)" {...reason.field} />
          <ButtonRow>
            <Button type="button" $size="sm" disabled={busy} onClick={cancel}>
              Cancel the order
            </Button>
            <SecondaryButton disabled={busy} onClick={() => setCancelling(false)}>
              Keep it
            </SecondaryButton>
          </ButtonRow>
        </Stack>
      )}
      <OutcomeLines said={[said]} />
    </Stack>
  );
}
