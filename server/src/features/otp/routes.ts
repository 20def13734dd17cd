import { LOGIN_ATTEMPT_PARAM, METHOD_PREFIX, type OtpSentMessage, methodPaths, securityTexts } from '@site/contract';
import { loginFormSchema, otpCodeSchema, otpSchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type AuthContext, revokeToken } from '../../http/auth';
import { validationFailed } from '../../http/errors';
import { requireNonSimpleRequest } from '../../http/same-site';
import { assertValid } from '../../lib/validate';
import { expired, type OtpDeps, sendOtp, verifyOtp } from './service';

type PhoneQuery = { Querystring: Record<string, unknown> };

const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

/** An attempt token as `sendOtp` makes them (base64url of 24 bytes); anything else names no attempt. */
const ATTEMPT_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** `phone_no` checked with the login form's rules; errors are keyed by that form's field `mobile`. */
function mobileFrom(query: Record<string, unknown>): string {
  const mobile = queryText(query.phone_no);
  assertValid(loginFormSchema, { mobile });
  return mobile;
}

/** The code's message for a code of the wrong shape: the spec's for 4 digits, ours for a long code. */
const codeError = (length: number) => validationFailed({ otp: otpCodeSchema(length).safeParse('').error!.issues[0]!.message });

export async function otpRoutes(app: FastifyInstance, options: { deps: OtpDeps; config: Config; auth: AuthContext }) {
  const { deps, config, auth } = options;

  app.get<PhoneQuery>(
    `${METHOD_PREFIX}/${methodPaths.generateAndSendOtp}`,
    {
      onRequest: requireNonSimpleRequest,
      config: { rateLimit: { max: config.rateLimits.otpSendPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const mobile = mobileFrom(request.query);
      const issued = await sendOtp(deps, mobile, request.ip);
      const message: OtpSentMessage = {
        status: 'success',
        expires_in_seconds: config.otp.ttlSeconds,
        login_attempt: issued.attemptToken,
        code_length: issued.codeLength,
      };
      return { message };
    },
  );

  app.get<PhoneQuery>(
    `${METHOD_PREFIX}/${methodPaths.verifyOtpAndLogin}`,
    {
      onRequest: requireNonSimpleRequest,
      config: { rateLimit: { max: config.rateLimits.otpVerifyPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const mobile = queryText(request.query.phone_no);
      const otp = queryText(request.query.otp);
      // 4 digits (the spec's rule and message), or the long code of a number under attack.
      const codeCheck = otp.length === config.otp.longCodeLength ? otpCodeSchema(otp.length).safeParse(otp) : otpSchema.safeParse(otp);
      assertValid(loginFormSchema, { mobile }, (): Record<string, string> =>
        codeCheck.success ? {} : { otp: codeCheck.error.issues[0]!.message },
      );
      const attempt = queryText(request.query[LOGIN_ATTEMPT_PARAM]);
      if (!ATTEMPT_TOKEN.test(attempt)) throw expired(securityTexts.attemptMissing);
      const record = await verifyOtp(deps, mobile, otp, attempt, codeError);
      return { message: { ...record, status: 'success' } };
    },
  );

  app.post(`${METHOD_PREFIX}/${methodPaths.logout}`, { onRequest: requireNonSimpleRequest }, async (request) => {
    await revokeToken(auth, request);
    return { message: { status: 'success' } };
  });
}

