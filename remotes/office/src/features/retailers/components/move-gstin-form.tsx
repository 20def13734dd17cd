import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginFormSchema, MAX_REASON_LENGTH, moveGstinBodySchema, type RetailerDetail } from '@site/contract';
import { PhoneField, type ServerFieldErrors } from '@site/ui/form';
import { Panel } from '../../../lib/layout';
import { refusalText } from '../../../lib/office-error';
import { OfficeForm, useOfficeForm } from '../../../lib/office-form';
import { fieldRefusal } from '../../../lib/reason-field';
import { NoRetailerWithMobile, useMoveGstin } from '../api/registration-api';

/** The form: the receiving retailer by their mobile (unique, and what a caller can tell), and why. */
const moveGstinFormSchema = z.object({
  mobile: loginFormSchema.shape.mobile,
  reason: moveGstinBodySchema.shape.reason,
});
type MoveGstinForm = z.input<typeof moveGstinFormSchema>;

const EMPTY: MoveGstinForm = { mobile: '', reason: '' };

export const NO_RETAILER_WITH_MOBILE = 'No retailer is registered with this mobile number.';

/** The server's refusals that belong to one of this form's fields: the receiving retailer's go under the mobile. */
const refusedField = (error: unknown) => fieldRefusal(error, 'to_customer_id') ?? fieldRefusal(error, 'reason');

/**
 * An admin's decision on whose this retailer's GSTIN is (`move_gstin`): it becomes the retailer's with the
 * mobile given, this one keeps none, and the move is in the audit log with the reason. Shown while the
 * retailer holds a GSTIN; once a move was tried it stays, so its outcome is still said after the retailer is
 * read again without one.
 */
export function MoveGstinPanel({ retailer }: { retailer: RetailerDetail }) {
  const form = useOfficeForm<MoveGstinForm>(zodResolver(moveGstinFormSchema), EMPTY);
  const moving = useMoveGstin(retailer.customer_id);
  if (retailer.gstin === null && moving.isIdle) return null;

  const move = async ({ mobile, reason }: MoveGstinForm): Promise<ServerFieldErrors | undefined> => {
    try {
      await moving.mutateAsync({ from_customer_id: retailer.customer_id, mobile, reason });
      form.reset(EMPTY);
      return undefined;
    } catch (error) {
      if (error instanceof NoRetailerWithMobile) return { mobile: NO_RETAILER_WITH_MOBILE };
      const toRefused = fieldRefusal(error, 'to_customer_id');
      const reasonRefused = fieldRefusal(error, 'reason');
      return { ...(toRefused ? { mobile: toRefused } : {}), ...(reasonRefused ? { reason: reasonRefused } : {}) };
    }
  };

  return (
    <Panel>
      <h3>Move GSTIN</h3>
      <p>
        When another account is the business this GSTIN belongs to, move it there: this retailer keeps no GSTIN, and the
        move is in the audit log.
      </p>
      <OfficeForm
        form={form}
        label="Move GSTIN"
        controls={[
          { name: 'mobile', render: (field) => <PhoneField field={field} label="To the retailer with mobile" /> },
          { name: 'reason', label: 'Reason', rows: 3, required: true, maxLength: MAX_REASON_LENGTH },
        ]}
        onValid={move}
        write={moving}
        done={(to) => `GSTIN ${to.gstin ?? ''} moved to ${to.shop_name} (${to.mobile}). It is in the audit log.`}
        refusals={{
          shownElsewhere: (error) => error instanceof NoRetailerWithMobile || refusedField(error) !== undefined,
          refusal: (error) => fieldRefusal(error, 'from_customer_id') ?? refusalText(error),
        }}
        submitLabel="Move GSTIN"
      />
    </Panel>
  );
}
