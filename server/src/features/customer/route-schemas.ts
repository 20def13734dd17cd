import {
  confirmMobileChangeBodySchema,
  customerDetailQuerySchema,
  customerDetailSchema,
  fieldErrors,
  loginRecordSchema,
  PROFILE_FORM_WIRE_FIELDS,
  profileFormFromFields,
  profileFormSchema,
  profileUpdateSchema,
  registeredCustomerSchema,
  updatedCustomerSchema,
} from '@site/contract';
import { reportedAsForm } from '../../http/errors';
import { TOKEN_SECURITY } from '../../http/openapi';
import { failure, success } from '../../http/route-schemas';
import { isPlainObject } from '../../lib/validate';
import { loginCodeSchema } from '../otp/service';
import { signUpBodySchema, withinLimits } from './registration';

/** The customer methods' schemas: Fastify validates with them, and the OpenAPI document is generated from them. */

export const registerSchema = {
  summary: 'Sign up a retailer (does not log in)',
  description:
    'Times HH:MM. Optional `language` (en, hi, gu: their SMS go out in it), else the Accept-Language. A look-up of the number: budgeted per address and per number (429).',
  body: signUpBodySchema,
  response: {
    200: success(registeredCustomerSchema),
    400: failure('Not from our pages, or not a JSON object'),
    409: failure('already_registered'),
    417: failure('Validation (sign-up form field names; `mobile` also while another account is changing to it)'),
    429: failure('rate_limited'),
  },
};

export const detailSchema = {
  summary: "The caller's own customer record",
  security: TOKEN_SECURITY,
  querystring: customerDetailQuerySchema,
  response: { 200: success(customerDetailSchema), 401: failure('unauthorized'), 403: failure('forbidden') },
};

export const confirmSchema = (longCodeLength: number) => ({
  summary: 'Take the pending new mobile with the code sent to it; ends every other token and returns a new one',
  security: TOKEN_SECURITY,
  // The code as the server takes it: 4 digits, or the long length while the number is under attack.
  body: confirmMobileChangeBodySchema.extend({ otp: loginCodeSchema(longCodeLength) }),
  response: {
    200: success(loginRecordSchema),
    400: failure('Not from our pages, or not a JSON object'),
    401: failure('unauthorized, invalid_otp or otp_expired'),
    403: failure('forbidden'),
    404: failure('No change pending'),
    409: failure('already_registered'),
    417: failure('Validation'),
    429: failure('rate_limited'),
  },
});

/**
 * The profile's multipart fields checked as the profile form they fill, with the server's text
 * limits; errors are keyed by the form's fields (`updateFieldNames`), as the browser shows them.
 */
const profileBodySchema = profileUpdateSchema.superRefine(
  (fields, context) => {
    if (!isPlainObject(fields)) return;
    const form = profileFormFromFields(fields);
    const errors = { ...withinLimits(form), ...fieldErrors(profileFormSchema, form) };
    for (const [field, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [field], message });
  },
  { when: () => true },
);
export const updateFieldNames = reportedAsForm(PROFILE_FORM_WIRE_FIELDS);

export const updateSchema = {
  summary: "Update the caller's own record; optional JPEG/PNG/WebP `file`",
  description:
    'A `new_mobile` other than the current one is not taken: a code is sent to it (`mobile_change`, `pending_mobile`) and confirm_mobile_change takes it.',
  security: TOKEN_SECURITY,
  consumes: ['multipart/form-data'],
  body: profileBodySchema,
  response: {
    200: success(updatedCustomerSchema),
    400: failure('Malformed multipart body'),
    401: failure('unauthorized'),
    403: failure('forbidden'),
    409: failure('already_registered (new_mobile taken)'),
    413: failure('payload_too_large'),
    415: failure('unsupported_media'),
    417: failure('Validation (profile form field names)'),
    429: failure('rate_limited'),
    503: failure('Too many pictures being decoded; try again'),
  },
};
