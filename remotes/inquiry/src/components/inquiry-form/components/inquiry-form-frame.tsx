import { useCallback, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import {
  CONTACT_FIELDS,
  type ContactForm,
  contactInquiryPayload,
  INQUIRY_HONEYPOT_FIELD,
  PARTNER_FIELDS,
  type PartnerForm,
  partnerInquiryPayload,
  type WebsiteInquiryPayload,
} from '@site/contract';
import { ApiError } from '@site/state';
import { Button, TwoColumnGrid } from '@site/ui';
import { FieldList, type FieldSpec, Form, FormActions, siteFormOptions, useFormStatus } from '@site/ui/form';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useWords } from '../../../lib/words';
import { ThankYouDialog } from './thank-you-dialog';

/** Off-screen rather than display:none, which many bots skip. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

interface InquiryValues {
  partner: PartnerForm;
  contact: ContactForm;
}

export type InquiryKind = keyof InquiryValues;

interface Inquiry<F> {
  fields: readonly FieldPath<F & FieldValues>[];
  toPayload: (form: F) => WebsiteInquiryPayload;
  label: 'partner.formName' | 'contact.formName';
}

/**
 * The site's two inquiries (docs/product.md#partner, docs/product.md#contact): each one's fields in screen
 * order (where focus goes first when several are in error), its payload and the form's name. Their schemas
 * are in `inquiry-validation.ts`.
 */
const INQUIRIES: { [K in InquiryKind]: Inquiry<InquiryValues[K]> } = {
  partner: {
    fields: PARTNER_FIELDS,
    toPayload: partnerInquiryPayload,
    label: 'partner.formName',
  },
  contact: {
    fields: CONTACT_FIELDS,
    toPayload: contactInquiryPayload,
    label: 'contact.formName',
  },
};

/** How each field of an inquiry is shown: its label and TextField's props, or a control of its own. */
export type InquiryInputs<K extends InquiryKind> = Record<
  FieldPath<InquiryValues[K]>,
  Omit<FieldSpec<InquiryValues[K]>, 'name'>
>;

const SubmitButton = ({ buttonRef }: { buttonRef: React.Ref<HTMLButtonElement> }) => {
  const { sending } = useFormStatus();
  const t = useWords();
  // docs/product.md#inquiry-form-flow: the button reads Sending... while the inquiry is on its way.
  return (
    <Button $variant="primary" $size="lg" type="submit" ref={buttonRef} disabled={sending}>
      {sending ? t('form.sending') : t('form.submit')}
    </Button>
  );
};

/**
 * What both inquiry forms share (docs/product.md#inquiry-form-flow): validate → sending → success (form cleared, thank-you dialog) or
 * back to idle with the data kept and no message; the server's field errors shown like our own.
 */
/**
 * Validates with the inquiry's schema, loaded with zod when the form first validates: the page shows, and
 * answers a tap, without them.
 */
function lazyResolver<F extends FieldValues>(kind: InquiryKind): Resolver<F> {
  return async (values, context, options) => {
    const { inquiryResolver } = await import('./inquiry-validation');
    return (inquiryResolver(kind) as unknown as Resolver<F>)(values, context, options);
  };
}

/** Sends with the API client and the reply's schema, loaded by the first send. */
const sendWebsiteInquiry = async (
  ...args: Parameters<typeof import('../api/send-website-inquiry').sendWebsiteInquiry>
) => (await import('../api/send-website-inquiry')).sendWebsiteInquiry(...args);

export function InquiryFormFrame<K extends InquiryKind>({ kind, inputs }: { kind: K; inputs: InquiryInputs<K> }) {
  type F = InquiryValues[K];
  const { fields, toPayload, label }: Inquiry<F> = INQUIRIES[kind];
  const t = useWords();
  // Every field of an inquiry is text, empty to begin with and after a sent inquiry.
  const emptyValues = Object.fromEntries(fields.map((name) => [name, ''])) as F;
  const form = useForm<F>({
    ...siteFormOptions,
    resolver: lazyResolver<F>(kind),
    defaultValues: emptyValues as DefaultValues<F>,
  });
  const [thankYouOpen, setThankYouOpen] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // One key per filled form: a resend of the same data reuses it so the server stores it once.
  const idempotency = useRef<{ key: string; payload: string } | null>(null);

  const keyFor = (payload: WebsiteInquiryPayload): string => {
    const serialized = JSON.stringify(payload);
    if (idempotency.current?.payload !== serialized) {
      idempotency.current = { key: newIdempotencyKey(), payload: serialized };
    }
    return idempotency.current.key;
  };

  const send = async (values: F) => {
    const payload = toPayload(values);
    try {
      await sendWebsiteInquiry(payload, keyFor(payload), honeypot.current?.value);
    } catch (error) {
      // docs/product.md#inquiry-form-flow: a failure returns to idle with the data kept and no message, but
      // for the server's field errors, shown like our own.
      return error instanceof ApiError ? error.errors : undefined;
    }
    idempotency.current = null;
    form.reset(emptyValues);
    if (honeypot.current) honeypot.current.value = '';
    setThankYouOpen(true);
    return undefined;
  };

  const closeThankYou = useCallback(() => {
    setThankYouOpen(false);
    submitButton.current?.focus();
  }, []);

  return (
    <>
      <Form form={form} fieldOrder={fields} onValid={send} aria-label={t(label)}>
        <TwoColumnGrid>
          <FieldList<F> fields={fields.map((name) => ({ name, ...inputs[name] }) as FieldSpec<F>)} />
        </TwoColumnGrid>
        <Trap aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={INQUIRY_HONEYPOT_FIELD} ref={honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </Trap>
        <FormActions>
          <SubmitButton buttonRef={submitButton} />
        </FormActions>
      </Form>
      <ThankYouDialog open={thankYouOpen} onClose={closeThankYou} />
    </>
  );
}
