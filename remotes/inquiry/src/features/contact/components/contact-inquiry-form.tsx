import { PHONE_INPUT } from '@site/ui/form';
import { InquiryFormFrame, type InquiryInputs } from '../../../components/inquiry-form/components/inquiry-form-frame';

/** docs/product.md#contact: the message field has three rows. */
const MESSAGE_ROWS = 3;

/** The contact form's fields (docs/product.md#partner-and-contact-form-fields). */
const CONTACT_INPUTS = {
  name: { label: 'Name', required: true, autoComplete: 'name' },
  company: { label: 'Company', required: true, autoComplete: 'organization' },
  phone: { label: 'Phone', ...PHONE_INPUT },
  email: { label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  message: { label: 'Message', rows: MESSAGE_ROWS, wide: true },
} as const satisfies InquiryInputs<'contact'>;

/** The contact inquiry (docs/product.md#contact), sent as inquiry_type contact. */
export function ContactInquiryForm() {
  return <InquiryFormFrame kind="contact" inputs={CONTACT_INPUTS} />;
}
