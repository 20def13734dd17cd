import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type OfficeOrder, type StaffOrderStatus, STAFF_ORDER_STATUSES } from '@site/contract';
import { ApiError } from '@site/state';
import { Button } from '@site/ui';
import { ButtonRow, Stack } from '../../../lib/layout';
import { refusalText } from '../../../lib/office-error';
import { officeKeys } from '../../../lib/office-keys';
import { OutcomeLines, TextAreaField, useReason, type WriteOutcome } from '../../../lib/write-feedback';
import { setOrderStatus } from '../orders-api';
import { SecondaryButton } from '../../../lib/secondary-button';

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
  const queryClient = useQueryClient();
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const next = order.next_statuses.filter(isStaffStatus);

  const move = async (status: StaffOrderStatus) => {
    setBusy(true);
    setOutcome(null);
    try {
      const updated = await setOrderStatus({
        name: order.name,
        status,
        ...(status === 'Cancelled' ? { reason: reason.value } : {}),
      });
      queryClient.setQueryData(officeKeys.order(order.name), updated);
      setOutcome({ refused: false, text: `Order ${order.name} is ${updated.status} now.` });
      setCancelling(false);
      reason.clear();
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'validation' && error.errors.reason) {
        reason.refuse(error.errors.reason);
      } else {
        setOutcome({ refused: true, text: refusalText(error) });
        // Whatever overtook the change is what the page shows next.
        await queryClient.invalidateQueries({ queryKey: officeKeys.order(order.name) });
      }
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: officeKeys.orders });
    }
  };

  const cancel = () => {
    if (reason.check()) void move('Cancelled');
  };

  return (
    <Stack>
      {next.length > 0 && (
        <ButtonRow>
          {next
            .filter((status): status is Exclude<StaffOrderStatus, 'Cancelled'> => status !== 'Cancelled')
            .map((status) => (
              <Button key={status} type="button" $size="sm" disabled={busy} onClick={() => void move(status)}>
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
      <OutcomeLines outcome={outcome} />
    </Stack>
  );
}
