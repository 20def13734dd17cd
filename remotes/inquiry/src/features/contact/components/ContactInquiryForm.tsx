import { CONTACT_FIELDS, type ContactForm, contactFormSchema, contactInquiryPayload } from '@site/contract';
import { TextField } from '@site/ui';
import { InquiryFormFrame } from '../../../components/inquiry-form/components/InquiryFormFrame';
import { PhoneField } from '../../../components/inquiry-form/components/PhoneField';
import { useInquiryForm } from '../../../components/inquiry-form/hooks/useInquiryForm';

const EMPTY_CONTACT_FORM: ContactForm = { name: '', company: '', phone: '', email: '', message: '' };

/** §9: the message field has three rows. */
const MESSAGE_ROWS = 3;

/** The contact inquiry (§2 Contact, §3, §5), sent as inquiry_type contact. */
export function ContactInquiryForm() {
  const form = useInquiryForm({
    schema: contactFormSchema,
    fields: CONTACT_FIELDS,
    emptyValues: EMPTY_CONTACT_FORM,
    toPayload: contactInquiryPayload,
  });

  return (
    <InquiryFormFrame form={form} label="Contact inquiry">
      <TextField field={form.field('name')} label="Name" required autoComplete="name" />
      <TextField field={form.field('company')} label="Company" required autoComplete="organization" />
      <PhoneField field={form.field('phone')} label="Phone" />
      <TextField field={form.field('email')} label="Email" required type="email" autoComplete="email" />
      <TextField field={form.field('message')} label="Message" rows={MESSAGE_ROWS} wide />
    </InquiryFormFrame>
  );
}
