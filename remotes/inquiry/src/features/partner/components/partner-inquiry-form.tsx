import { VEHICLE_OPTIONS } from '@site/contract';
import { type FieldBinding, PHONE_INPUT } from '@site/ui/form';
import { ChoiceField } from '../../../components/inquiry-form/components/choice-field';
import { InquiryFormFrame, type InquiryInputs } from '../../../components/inquiry-form/components/inquiry-form-frame';

/** docs/product.md#partner: the comment textarea has three rows. */
const COMMENT_ROWS = 3;

/** The partner form's fields (docs/product.md#partner-and-contact-form-fields). */
const PARTNER_INPUTS = {
  name: { label: 'Name', required: true, autoComplete: 'name' },
  email: { label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', ...PHONE_INPUT },
  businessName: { label: 'Business Name', required: true, autoComplete: 'organization' },
  businessType: { label: 'Business Type', required: true },
  distributionArea: { label: 'Distribution Area', required: true },
  hasVehicle: {
    render: (field: FieldBinding) => (
      <ChoiceField
        field={field}
        legend="Do you have your own vehicle for distribution?"
        options={VEHICLE_OPTIONS}
        required
      />
    ),
  },
  operatingSince: { label: 'Operating Your Business Since', required: true },
  businessAdress: { label: 'Business Address', required: true, autoComplete: 'street-address', wide: true },
  comment: { label: 'Comment', rows: COMMENT_ROWS, wide: true },
} as const satisfies InquiryInputs<'partner'>;

/** The distributor inquiry (docs/product.md#partner), sent as inquiry_type distributor. */
export function PartnerInquiryForm() {
  return <InquiryFormFrame kind="partner" inputs={PARTNER_INPUTS} />;
}
