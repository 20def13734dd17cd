import type { ReactNode } from 'react';
import styled from 'styled-components';
import { INQUIRY_HONEYPOT_FIELD } from '@site/contract';
import type { InquiryFormState } from '../hooks/useInquiryForm';
import { Button, FormGrid, SubmitRow } from './formStyles';
import { ThankYouDialog } from './ThankYouDialog';

const SUBMIT_LABEL = 'Submit';
/** §4: the button text while the inquiry is on its way. */
const SENDING_LABEL = 'Sending...';

/** Off-screen rather than display:none, which many bots skip. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

interface InquiryFormFrameProps {
  form: Pick<InquiryFormState, 'handleSubmit' | 'sending' | 'submitButton' | 'honeypot' | 'thankYouOpen' | 'closeThankYou'>;
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
}

/** The parts both inquiry forms share: the form element, the submit button and the thank-you dialog. */
export function InquiryFormFrame({ form, label, children }: InquiryFormFrameProps) {
  return (
    <>
      {/* noValidate: our messages (§5) replace the browser's own bubbles. */}
      <form noValidate aria-label={label} onSubmit={form.handleSubmit}>
        <FormGrid>{children}</FormGrid>
        <Trap aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={INQUIRY_HONEYPOT_FIELD} ref={form.honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </Trap>
        <SubmitRow>
          <Button type="submit" ref={form.submitButton} disabled={form.sending}>
            {form.sending ? SENDING_LABEL : SUBMIT_LABEL}
          </Button>
        </SubmitRow>
      </form>
      <ThankYouDialog open={form.thankYouOpen} onClose={form.closeThankYou} />
    </>
  );
}
