import { CONTACT_FIELDS, type ContactForm, contactFormSchema, contactInquiryPayload } from '@site/contract';
import { Field, TextField } from '@site/ui/form';
import { InquiryFormFrame } from '../../../components/inquiry-form/components/inquiry-form-frame';
import { PhoneField } from '../../../components/inquiry-form/components/phone-field';

const EMPTY_CONTACT_FORM: ContactForm = { name: '', company: '', phone: '', email: '', message: '' };

/** docs/product.md#contact: the message field has three rows. */
const MESSAGE_ROWS = 3;

/** The contact inquiry (docs/product.md#contact), sent as inquiry_type contact. */
export function ContactInquiryForm() {
  return (
    <InquiryFormFrame
      schema={contactFormSchema}
      fields={CONTACT_FIELDS}
      emptyValues={EMPTY_CONTACT_FORM}
      toPayload={contactInquiryPayload}
      label="Contact inquiry"
    >
      <Field<ContactForm> name="name">
        {(field) => <TextField field={field} label="Name" required autoComplete="name" />}
      </Field>
      <Field<ContactForm> name="company">
        {(field) => <TextField field={field} label="Company" required autoComplete="organization" />}
      </Field>
      <Field<ContactForm> name="phone">{(field) => <PhoneField field={field} label="Phone" />}</Field>
      <Field<ContactForm> name="email">
        {(field) => <TextField field={field} label="Email" required type="email" autoComplete="email" />}
      </Field>
      <Field<ContactForm> name="message">
        {(field) => <TextField field={field} label="Message" rows={MESSAGE_ROWS} wide />}
      </Field>
    </InquiryFormFrame>
  );
}
