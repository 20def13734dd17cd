import {
  PARTNER_FIELDS,
  type PartnerForm,
  partnerFormSchema,
  partnerInquiryPayload,
  VEHICLE_OPTIONS,
} from '@site/contract';
import { Field, TextField } from '@site/ui/form';
import { ChoiceField } from '../../../components/inquiry-form/components/choice-field';
import { InquiryFormFrame } from '../../../components/inquiry-form/components/inquiry-form-frame';
import { PhoneField } from '../../../components/inquiry-form/components/phone-field';

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

/** docs/product.md#partner: the comment textarea has three rows. */
const COMMENT_ROWS = 3;

/** The distributor inquiry (docs/product.md#partner), sent as inquiry_type distributor. */
export function PartnerInquiryForm() {
  return (
    <InquiryFormFrame
      schema={partnerFormSchema}
      fields={PARTNER_FIELDS}
      emptyValues={EMPTY_PARTNER_FORM}
      toPayload={partnerInquiryPayload}
      label="Partner inquiry"
    >
      <Field<PartnerForm> name="name">
        {(field) => <TextField field={field} label="Name" required autoComplete="name" />}
      </Field>
      <Field<PartnerForm> name="email">
        {(field) => <TextField field={field} label="Email" required type="email" autoComplete="email" />}
      </Field>
      <Field<PartnerForm> name="phone">{(field) => <PhoneField field={field} label="Phone" />}</Field>
      <Field<PartnerForm> name="businessName">
        {(field) => <TextField field={field} label="Business Name" required autoComplete="organization" />}
      </Field>
      <Field<PartnerForm> name="businessType">
        {(field) => <TextField field={field} label="Business Type" required />}
      </Field>
      <Field<PartnerForm> name="distributionArea">
        {(field) => <TextField field={field} label="Distribution Area" required />}
      </Field>
      <Field<PartnerForm> name="hasVehicle">
        {(field) => (
          <ChoiceField
            field={field}
            legend="Do you have your own vehicle for distribution?"
            options={VEHICLE_OPTIONS}
            required
          />
        )}
      </Field>
      <Field<PartnerForm> name="operatingSince">
        {(field) => <TextField field={field} label="Operating Your Business Since" required />}
      </Field>
      <Field<PartnerForm> name="businessAdress">
        {(field) => <TextField field={field} label="Business Address" required autoComplete="street-address" wide />}
      </Field>
      <Field<PartnerForm> name="comment">
        {(field) => <TextField field={field} label="Comment" rows={COMMENT_ROWS} wide />}
      </Field>
    </InquiryFormFrame>
  );
}
