import {
  LOGIN_ATTEMPT_PARAM,
  otpCodeSchema,
  securityTexts,
  sendOtpQuerySchema,
  successReplySchema,
  verifyOtpQuerySchema,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type AuthContext, revokeToken } from '../../http/auth';
import { loginRecordSchema, otpSentMessageSchema } from '@site/contract';
import { validationFailed } from '../../http/errors';
import { TOKEN_SECURITY } from '../../http/openapi';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath, failure, success } from '../../http/route-schemas';
import { ourPagesOnly, requireNonSimpleRequest } from '../../http/same-site';
import { ok } from '../../http/reply';
import { rememberDevice, senderOf } from './known-device';
import { expired, loginCodeSchema, type OtpDeps, sendOtp, verifyOtp } from './service';

/** An attempt token as `sendOtp` makes them (base64url of 24 bytes); anything else names no attempt. */
const ATTEMPT_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** `phone_no` is checked with the login form's rules, so its errors are keyed by that form's field. */
const reportedAsLoginForm = { phone_no: 'mobile' };

/** `ourPagesOnly` for a route whose query carries the login form's number. */
function loginFormRoute<Schema>(schema: Schema, perMinute: number) {
  const options = ourPagesOnly(schema, perMinute, '1 minute');
  return { ...options, config: { ...options.config, fieldNames: reportedAsLoginForm } };
}

/**
 * `verify_otp_and_login`'s query as this server takes it: the code has 4 digits (the spec's rule and
 * message) or the long length of a number under attack; a missing or repeated attempt names no
 * attempt, which is a 401 after the number and code are checked.
 */
const verifyQuerySchema = (longCodeLength: number) =>
  verifyOtpQuerySchema.extend({
    otp: loginCodeSchema(longCodeLength).describe(verifyOtpQuerySchema.shape.otp.description ?? ''),
    [LOGIN_ATTEMPT_PARAM]: verifyOtpQuerySchema.shape[LOGIN_ATTEMPT_PARAM].catch(''),
  });

/** The code's message for a code of the wrong shape: the spec's for 4 digits, ours for a long code. */
const codeError = (length: number) =>
  validationFailed({ otp: otpCodeSchema(length).safeParse('').error!.issues[0]!.message });

const sendSchema = {
  summary: 'Send a code by SMS to a registered mobile, bound to a new login attempt',
  description:
    'Needs `X-Requested-With` or a JSON content type. The code has 4 digits, or `code_length` digits while the number is under attack; only `login_attempt` can use it. A look-up of the number: budgeted per client and network, unless the browser logged in to the number before (its `site_device` cookie, sent with credentials), which spends a budget of its own.',
  querystring: sendOtpQuerySchema,
  response: {
    200: success(otpSentMessageSchema),
    400: failure('Not from our pages'),
    403: failure('forbidden: the company blocked this account'),
    404: failure('not_registered'),
    417: failure('Validation (field mobile)'),
    429: failure('rate_limited'),
  },
};

const verifySchema = (longCodeLength: number) => ({
  summary: 'Check the code; returns the customer and a fresh api_key/api_secret',
  description:
    'Sets the HttpOnly `site_device` cookie (sent back with credentials): this browser is then known to the number, and its code sends spend a budget no stranger can use up.',
  querystring: verifyQuerySchema(longCodeLength),
  response: {
    200: success(loginRecordSchema),
    400: failure('Not from our pages'),
    401: failure('invalid_otp or otp_expired'),
    403: failure('forbidden: the company blocked this account'),
    417: failure('Validation'),
    429: failure('rate_limited'),
  },
});

const logoutSchema = {
  summary: 'End the token on the server',
  security: TOKEN_SECURITY,
  response: {
    200: success(successReplySchema),
    400: failure('Not from our pages'),
    401: failure('unauthorized'),
  },
};

export async function otpRoutes(
  fastify: FastifyInstance,
  options: { deps: OtpDeps; config: Config; auth: AuthContext },
) {
  const { deps, config, auth } = options;
  const app = useFastifyValidation(fastify);

  app.get(
    methodPath('generateAndSendOtp'),
    loginFormRoute(sendSchema, config.rateLimits.otpSendPerMinute),
    async (request) => {
      const mobile = request.query.phone_no;
      const issued = await sendOtp(deps, mobile, senderOf(request), request.log);
      return ok({
        expires_in_seconds: config.otp.ttlSeconds,
        login_attempt: issued.attemptToken,
        code_length: issued.codeLength,
      });
    },
  );

  app.get(
    methodPath('verifyOtpAndLogin'),
    loginFormRoute(verifySchema(config.otp.longCodeLength), config.rateLimits.otpVerifyPerMinute),
    async (request, reply) => {
      const { phone_no: mobile, otp, [LOGIN_ATTEMPT_PARAM]: attempt } = request.query;
      if (!ATTEMPT_TOKEN.test(attempt)) throw expired(securityTexts.attemptMissing);
      const record = await verifyOtp(deps, mobile, otp, attempt, codeError);
      // This browser proved the number: from now on it asks for the number's codes as a known device.
      await rememberDevice(deps.db, request, reply, {
        customerId: record.customer_id,
        mobile,
        now: deps.now(),
        days: config.otp.knownDeviceDays,
      });
      return ok(record);
    },
  );

  app.post(methodPath('logout'), { onRequest: requireNonSimpleRequest, schema: logoutSchema }, async (request) => {
    await revokeToken(auth, request);
    return ok();
  });
}
