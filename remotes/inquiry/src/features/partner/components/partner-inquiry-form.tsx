import { VEHICLE_OPTIONS } from '@site/contract';
import { type FieldBinding, PHONE_INPUT } from '@site/ui/form';
import { ChoiceField } from '../../../components/inquiry-form/components/choice-field';
import { InquiryFormFrame, type InquiryInputs } from '../../../components/inquiry-form/components/inquiry-form-frame';
import { useWords } from '../../../lib/words';

/** docs/product.md#partner: the comment textarea has three rows. */
const COMMENT_ROWS = 3;

/** Each vehicle answer's words: the contract's value is what is sent, whatever the page's language. */
const VEHICLE_LABELS = { Yes: 'partner.vehicle.yes', No: 'partner.vehicle.no' } as const satisfies Record<
  (typeof VEHICLE_OPTIONS)[number],
  string
>;

/** The distributor inquiry (docs/product.md#partner), sent as inquiry_type distributor. */
export function PartnerInquiryForm() {
  const t = useWords();
  const vehicleChoices = VEHICLE_OPTIONS.map((value) => ({ value, label: t(VEHICLE_LABELS[value]) }));
  // The form's fields (docs/product.md#partner-and-contact-form-fields).
  const inputs: InquiryInputs<'partner'> = {
    name: { label: t('form.name'), required: true, autoComplete: 'name' },
    email: { label: t('form.email'), required: true, type: 'email', autoComplete: 'email' },
    phone: { label: t('form.phone'), ...PHONE_INPUT },
    businessName: { label: t('partner.businessName'), required: true, autoComplete: 'organization' },
    businessType: { label: t('partner.businessType'), required: true },
    distributionArea: { label: t('partner.distributionArea'), required: true },
    hasVehicle: {
      render: (field: FieldBinding) => (
        <ChoiceField field={field} legend={t('partner.vehicle')} options={vehicleChoices} required />
      ),
    },
    operatingSince: { label: t('partner.operatingSince'), required: true },
    businessAdress: {
      label: t('partner.businessAddress'),
      required: true,
      autoComplete: 'street-address',
      wide: true,
    },
    comment: { label: t('partner.comment'), rows: COMMENT_ROWS, wide: true },
  };
  return <InquiryFormFrame kind="partner" inputs={inputs} />;
}
