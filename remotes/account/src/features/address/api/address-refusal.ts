import { CREATE_ADDRESS_FIELDS, type CreateAddressForm } from '@site/contract';
import { ApiError } from '@site/state';
import { type FormRefusal, sortFieldMessages } from '../../../lib/form-refusal';

/** Its `text` is also the line beside an address card: what failed and, when the fields do not say it, why. */
export type AddressRefusal = FormRefusal<CreateAddressForm>;

/**
 * Why an address write failed (docs/product.md#create-address): the server's field messages go under
 * their fields; its other messages, or else its own sentence (no such address, the billing address cannot
 * be deleted), follow `failed`; no reply at all adds `tryAgain`.
 */
export function addressRefusal(error: unknown, failed: string, tryAgain: string): AddressRefusal {
  // The contract's refusals carry a reason; anything else (no reply, a reply off the contract) has no sentence to show.
  const refusal = error instanceof ApiError && error.reason ? error : null;
  const { fieldErrors, otherMessages } = sortFieldMessages(refusal?.errors, CREATE_ADDRESS_FIELDS);
  if (Object.keys(fieldErrors).length > 0 || otherMessages.length > 0)
    return { fieldErrors, text: [failed, ...otherMessages].join(' ') };
  if (!refusal?.text) return { fieldErrors, text: `${failed} ${tryAgain}` };
  return { fieldErrors, text: `${failed} ${refusal.text}` };
}
