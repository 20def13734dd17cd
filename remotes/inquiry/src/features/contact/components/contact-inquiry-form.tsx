import { PHONE_INPUT } from '@site/ui/form';
import { InquiryFormFrame, type InquiryInputs } from '../../../components/inquiry-form/components/inquiry-form-frame';
import { useWords } from '../../../lib/words';

/** docs/product.md#contact: the message field has three rows. */
const MESSAGE_ROWS = 3;

/** The contact inquiry (docs/product.md#contact), sent as inquiry_type contact. */
export function ContactInquiryForm() {
  const t = useWords();
  // The form's fields (docs/product.md#partner-and-contact-form-fields).
  const inputs: InquiryInputs<'contact'> = {
    name: { label: t('form.name'), required: true, autoComplete: 'name' },
    company: { label: t('contact.company'), required: true, autoComplete: 'organization' },
    phone: { label: t('form.phone'), ...PHONE_INPUT },
    email: { label: t('form.email'), required: true, type: 'email', autoComplete: 'email' },
    message: { label: t('contact.message'), rows: MESSAGE_ROWS, wide: true },
  };
  return <InquiryFormFrame kind="contact" inputs={inputs} />;
}
