import {
  type FieldErrors,
  type Language,
  type RegisterCustomerPayload,
  registeredCustomerSchema,
  SIGN_UP_STEP_FIELDS,
  type SignUpForm,
} from '@site/contract';
import { ApiError } from '@site/state';
import { request } from '@site/state/api';

export type RegisterOutcome =
  | { kind: 'registered'; customerId: string }
  /** The server's field errors, already the spec's messages (docs/product.md#retailer-form-rules), for fields of this form. */
  | { kind: 'invalid'; errors: FieldErrors<SignUpForm> }
  | { kind: 'already_registered' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

const FORM_FIELDS: readonly string[] = SIGN_UP_STEP_FIELDS.flat();

/**
 * The sign-up call (`register_customer`, ours: the seed had none). It registers; it does not log in. `language`
 * is the page's: the retailer's SMS, the first code among them, go out in it.
 */
export async function registerCustomer(form: RegisterCustomerPayload, language: Language): Promise<RegisterOutcome> {
  try {
    const registered = await request(registeredCustomerSchema, 'POST', 'registerCustomer', {
      body: { ...form, language },
    });
    return { kind: 'registered', customerId: registered.customer_id };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.reason === 'already_registered') return { kind: 'already_registered' };
    if (error.reason === 'rate_limited')
      return { kind: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds ?? 0 };
    const errors = Object.fromEntries(
      Object.entries(error.errors).filter(([field]) => FORM_FIELDS.includes(field)),
    ) as FieldErrors<SignUpForm>;
    return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed' };
  }
}
