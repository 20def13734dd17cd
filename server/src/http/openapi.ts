import { METHOD_PREFIX, methodPaths } from '@site/contract';
import type { FastifyInstance } from 'fastify';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const success = (schema: object, description = 'Success') => ({ description, content: json({ type: 'object', properties: { message: schema } }) });
const error = (description: string) => ({ description, content: json(ref('ApiError')) });
const query = (name: string, description: string) => ({ name, in: 'query', required: true, schema: { type: 'string' }, description });
const token = [{ frappeToken: [] }];
const method = (path: string) => `${METHOD_PREFIX}/${path}`;
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };

/** The contract as OpenAPI 3.1, written by hand beside the routes it describes. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Site and retailer app API',
    version: '1.0.0',
    description:
      'Frappe-style replies: success is HTTP 200 `{"message": {...}}` with `status: "success"`; every error is an `ApiError` body. Validation errors (417) carry `errors` keyed by the form field names of the shared schemas, with the spec\'s exact messages.',
  },
  components: {
    securitySchemes: {
      frappeToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`token <api_key>:<api_secret>` from verify_otp_and_login' },
    },
    schemas: {
      ApiError: {
        type: 'object',
        required: ['exc_type', 'message'],
        properties: {
          exc_type: str,
          message: {
            type: 'object',
            required: ['status', 'reason', 'text'],
            properties: {
              status: { const: 'error' },
              reason: {
                enum: ['validation', 'not_registered', 'already_registered', 'invalid_otp', 'otp_expired', 'locked', 'rate_limited', 'unauthorized', 'forbidden', 'not_found', 'payload_too_large', 'unsupported_media', 'server_error'],
              },
              text: str,
              errors: { type: 'object', additionalProperties: str },
              retry_after_seconds: { type: 'integer' },
            },
          },
        },
      },
      CustomerDetail: {
        type: 'object',
        properties: {
          status: { const: 'success' },
          customer_id: str,
          full_name: str,
          mobile: str,
          shop_name: str,
          profile: { type: 'string', description: 'Server path such as /files/<random>.webp, empty when none' },
          industry: str,
          start_time: { type: 'string', description: 'HH:MM:SS' },
          end_time: str,
          from_time: str,
          to_time: str,
          gst_registered: { type: 'boolean' },
          pending_mobile: { type: 'string', description: 'A new mobile waiting for its code (absent when none)' },
          customer_address: {
            type: 'object',
            properties: { address_line1: str, address_line2: str, city: str, state: str, country: str, pincode: str },
          },
        },
      },
      WebsiteInquiryPayload: {
        type: 'object',
        required: ['inquiry_type'],
        properties: {
          inquiry_type: { enum: ['distributor', 'contact'] },
          fullname: nullableStr,
          company: nullableStr,
          phone: nullableStr,
          email: nullableStr,
          comment: nullableStr,
          website_name: { type: 'null' },
          business_name: nullableStr,
          current_business_type: nullableStr,
          how_long_have_you_been_oprating_your_business: nullableStr,
          do_you_currently_have_your_own_vehicle_for_distribution: { enum: ['Yes', 'No', null] },
          preferred_area_of_distribution: nullableStr,
          business_address: nullableStr,
        },
      },
      SignUpForm: {
        type: 'object',
        properties: {
          fullName: str, mobile: str, shopName: str, address1: str, address2: str, city: str, state: str, country: str, pincode: str,
          openingTimeFrom: { type: 'string', description: 'HH:MM' }, openingTimeTo: str, deliveryTimeFrom: str, deliveryTimeTo: str,
          businessType: str, gstRegistered: { type: 'boolean' },
        },
      },
    },
  },
  paths: {
    [method(methodPaths.createWebsiteInquiry)]: {
      post: {
        summary: 'Store a partner or contact inquiry',
        description:
          'Optional `Idempotency-Key` header, scoped to the sender: the same key with the same payload returns the first reply; with a different payload it is refused (422). Rate-limited per address.',
        requestBody: { required: true, content: json(ref('WebsiteInquiryPayload')) },
        responses: { 200: success({ type: 'object', properties: { status: { const: 'success' }, name: str } }), 400: error('Not from our pages (no JSON content type, no X-Requested-With)'), 417: error('Validation'), 422: error('Idempotency-Key reused with a different payload'), 429: error('Rate limited') },
      },
    },
    [method(methodPaths.registerCustomer)]: {
      post: {
        summary: 'Sign up a retailer (does not log in)',
        description: 'A look-up of the number: budgeted per address and per number (429).',
        requestBody: { required: true, content: json(ref('SignUpForm')) },
        responses: { 200: success({ type: 'object', properties: { status: { const: 'success' }, customer_id: str } }), 409: error('already_registered'), 417: error('Validation'), 429: error('rate_limited') },
      },
    },
    [method(methodPaths.generateAndSendOtp)]: {
      get: {
        summary: 'Send a code by SMS to a registered mobile, bound to a new login attempt',
        description:
          'Needs `X-Requested-With` or a JSON content type. The code has 4 digits, or `code_length` digits while the number is under attack; only `login_attempt` can use it. A look-up of the number: budgeted per address.',
        parameters: [query('phone_no', '10-digit Indian mobile')],
        responses: { 200: success({ type: 'object', properties: { status: { const: 'success' }, expires_in_seconds: { type: 'integer' }, login_attempt: str, code_length: { type: 'integer' } } }), 400: error('Not from our pages'), 404: error('not_registered'), 417: error('Validation (field mobile)'), 429: error('rate_limited') },
      },
    },
    [method(methodPaths.verifyOtpAndLogin)]: {
      get: {
        summary: 'Check the code; returns the customer and a fresh api_key/api_secret',
        parameters: [query('phone_no', '10-digit Indian mobile'), query('otp', '4 digits (or the code_length sent)'), query('login_attempt', 'From generate_and_send_otp')],
        responses: { 200: success({ allOf: [ref('CustomerDetail'), { type: 'object', properties: { api_key: str, api_secret: str } }] }), 400: error('Not from our pages'), 401: error('invalid_otp or otp_expired'), 417: error('Validation'), 429: error('rate_limited') },
      },
    },
    [method(methodPaths.logout)]: {
      post: {
        summary: 'End the token on the server',
        security: token,
        responses: { 200: success({ type: 'object', properties: { status: { const: 'success' } } }), 401: error('unauthorized') },
      },
    },
    [method(methodPaths.confirmMobileChange)]: {
      post: {
        summary: 'Take the pending new mobile with the code sent to it; ends every other token and returns a new one',
        security: token,
        requestBody: { required: true, content: json({ type: 'object', properties: { customer_id: str, otp: str } }) },
        responses: { 200: success({ allOf: [ref('CustomerDetail'), { type: 'object', properties: { api_key: str, api_secret: str } }] }), 401: error('unauthorized, invalid_otp or otp_expired'), 403: error('forbidden'), 404: error('No change pending'), 409: error('already_registered'), 417: error('Validation') },
      },
    },
    [method(methodPaths.getCustomerDetail)]: {
      get: {
        summary: "The caller's own customer record",
        security: token,
        parameters: [query('customer_id', 'Must be the token owner')],
        responses: { 200: success(ref('CustomerDetail')), 401: error('unauthorized'), 403: error('forbidden') },
      },
    },
    [method(methodPaths.updateCustomerDetail)]: {
      put: {
        summary: "Update the caller's own record; optional JPEG/PNG/WebP `file`",
        description: 'A `new_mobile` other than the current one is not taken: a code is sent to it (`mobile_change`, `pending_mobile`) and confirm_mobile_change takes it.',
        security: token,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  customer_id: str, customer_name: str, new_mobile: str, shop_name: str, industry: str,
                  custom_start_time: { type: 'string', description: 'HH:MM:SS' }, custom_end_time: str, custom_from: str, custom_to: str,
                  'customer_address[address_line1]': str, 'customer_address[address_line2]': str, 'customer_address[city]': str,
                  'customer_address[state]': str, 'customer_address[country]': str, 'customer_address[pincode]': str,
                  file: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        responses: { 200: success(ref('CustomerDetail')), 400: error('Malformed multipart body'), 401: error('unauthorized'), 403: error('forbidden'), 409: error('already_registered (new_mobile taken)'), 413: error('payload_too_large'), 415: error('unsupported_media'), 417: error('Validation (profile form field names)') },
      },
    },
    [method(methodPaths.getStates)]: { get: { summary: 'States and union territories of India', responses: { 200: success({ type: 'array', items: str }) } } },
    [method(methodPaths.fetchCountries)]: { get: { summary: 'Countries, India first', responses: { 200: success({ type: 'array', items: { type: 'object', properties: { name: str } } }) } } },
    [method(methodPaths.getIndustryTypeList)]: { get: { summary: 'Retail business types', responses: { 200: success({ type: 'array', items: { type: 'object', properties: { name: str } } }) } } },
    '/api/health': { get: { summary: 'Liveness and database check', responses: { 200: success({ type: 'object', properties: { status: { const: 'success' } } }), 503: error('Database down') } } },
    '/files/{name}': { get: { summary: 'A stored profile picture (image/webp)', parameters: [{ name: 'name', in: 'path', required: true, schema: str }], responses: { 200: { description: 'WebP image' }, 404: error('not_found') } } },
    '/api/dev/sms-outbox': { get: { summary: 'Development only (console SMS provider, not production): codes sent, newest first', parameters: [query('phone_no', '10-digit mobile')], responses: { 200: success({ type: 'array', items: { type: 'object', properties: { phone_no: str, text: str, otp: str, sent_at: str } } }) } } },
  },
} as const;

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/docs', { config: { rateLimit: false } }, async () => openApiDocument);
}
