import {
  type FieldErrors,
  type RegisterCustomerPayload,
  type RegisteredCustomer,
  SIGN_UP_STEP_FIELDS,
  type SignUpForm,
} from '@site/contract';
import { callMethod, replyError, successMessage } from '@site/state/api';

export type RegisterOutcome =
  | { kind: 'registered'; customerId: string }
  /** The server's field errors, already the spec's messages (docs/product.md#retailer-form-rules), for fields of this form. */
  | { kind: 'invalid'; errors: FieldErrors<SignUpForm> }
  | { kind: 'already_registered' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

const FORM_FIELDS: readonly string[] = SIGN_UP_STEP_FIELDS.flat();

/** The sign-up call (`register_customer`, ours: the seed had none). It registers; it does not log in. */
export async function registerCustomer(form: RegisterCustomerPayload): Promise<RegisterOutcome> {
  let reply;
  try {
    reply = await callMethod<RegisteredCustomer>('POST', 'registerCustomer', { body: form });
  } catch {
    return { kind: 'failed' };
  }
  const registered = successMessage<RegisteredCustomer>(reply);
  if (registered) return { kind: 'registered', customerId: registered.customer_id };

  const error = replyError(reply);
  if (error?.reason === 'already_registered') return { kind: 'already_registered' };
  if (error?.reason === 'rate_limited')
    return { kind: 'rate_limited', retryAfterSeconds: error.retry_after_seconds ?? 0 };
  const errors = Object.fromEntries(
    Object.entries(error?.errors ?? {}).filter(
      ([field, message]) => FORM_FIELDS.includes(field) && typeof message === 'string',
    ),
  ) as FieldErrors<SignUpForm>;
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed' };
}
