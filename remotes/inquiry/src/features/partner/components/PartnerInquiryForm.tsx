import { PARTNER_FIELDS, type PartnerForm, partnerFormSchema, partnerInquiryPayload, VEHICLE_OPTIONS } from '@site/contract';
import { TextField } from '@site/ui';
import { ChoiceField } from '../../../components/inquiry-form/components/ChoiceField';
import { InquiryFormFrame } from '../../../components/inquiry-form/components/InquiryFormFrame';
import { PhoneField } from '../../../components/inquiry-form/components/PhoneField';
import { useInquiryForm } from '../../../components/inquiry-form/hooks/useInquiryForm';

const EMPTY_PARTNER_FORM: PartnerForm = {
  name: '',
  email: '',
  phone: '',
  businessName: '',
  businessType: '',
  distributionArea: '',
  hasVehicle: '',
  operatingSince: '',
  businessAdress: '',
  comment: '',
};

/** §9: the comment textarea has three rows. */
const COMMENT_ROWS = 3;

/** The distributor inquiry (§2 Partner, §3, §5), sent as inquiry_type distributor. */
export function PartnerInquiryForm() {
  const form = useInquiryForm({
    schema: partnerFormSchema,
    fields: PARTNER_FIELDS,
    emptyValues: EMPTY_PARTNER_FORM,
    toPayload: partnerInquiryPayload,
  });

  return (
    <InquiryFormFrame form={form} label="Partner inquiry">
      <TextField field={form.field('name')} label="Name" required autoComplete="name" />
      <TextField field={form.field('email')} label="Email" required type="email" autoComplete="email" />
      <PhoneField field={form.field('phone')} label="Phone" />
      <TextField field={form.field('businessName')} label="Business Name" required autoComplete="organization" />
      <TextField field={form.field('businessType')} label="Business Type" required />
      <TextField field={form.field('distributionArea')} label="Distribution Area" required />
      <ChoiceField
        field={form.field('hasVehicle')}
        legend="Do you have your own vehicle for distribution?"
        options={VEHICLE_OPTIONS}
        required
      />
      <TextField field={form.field('operatingSince')} label="Operating Your Business Since" required />
      <TextField
        field={form.field('businessAdress')}
        label="Business Address"
        required
        autoComplete="street-address"
        wide
      />
      <TextField field={form.field('comment')} label="Comment" rows={COMMENT_ROWS} wide />
    </InquiryFormFrame>
  );
}
