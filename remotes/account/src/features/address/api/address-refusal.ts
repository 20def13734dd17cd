import { addressBookTexts as t, CREATE_ADDRESS_FIELDS, type CreateAddressForm } from '@site/contract';
import { type ApiReply, isNetworkFailure, replyError } from '@site/state/api';
import { type FormRefusal, sortFieldMessages } from '../../../lib/form-refusal';

/** Its `text` is also the line beside an address card: what failed and, when the fields do not say it, why. */
export type AddressRefusal = FormRefusal<CreateAddressForm>;

/**
 * Why the server refused an address write (docs/product.md#create-address): its field messages go under
 * their fields; its other messages, or else its own sentence (no such address, the billing address cannot
 * be deleted), follow `failed`; no reply at all asks to try again.
 */
export function addressRefusal(reply: ApiReply<unknown>, failed: string): AddressRefusal {
  const error = replyError(reply);
  const { fieldErrors, otherMessages } = sortFieldMessages(error?.errors, CREATE_ADDRESS_FIELDS);
  if (Object.keys(fieldErrors).length > 0 || otherMessages.length > 0)
    return { fieldErrors, text: [failed, ...otherMessages].join(' ') };
  if (isNetworkFailure(reply) || !error?.text) return { fieldErrors, text: `${failed} ${t.tryAgain}` };
  return { fieldErrors, text: `${failed} ${error.text}` };
}
