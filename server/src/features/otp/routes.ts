import { METHOD_PREFIX, methodPaths } from '@site/shared/contract';
import { loginFormSchema, otpSchema } from '@site/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { assertValid } from '../../lib/validate';
import { type OtpDeps, sendOtp, verifyOtp } from './service';

type PhoneQuery = { Querystring: Record<string, unknown> };

const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

/** `phone_no` checked with the login form's rules; errors are keyed by that form's field `mobile`. */
function mobileFrom(query: Record<string, unknown>): string {
  const mobile = queryText(query.phone_no);
  assertValid(loginFormSchema, { mobile });
  return mobile;
}

export async function otpRoutes(app: FastifyInstance, options: { deps: OtpDeps; config: Config }) {
  const { deps, config } = options;

  app.get<PhoneQuery>(
    `${METHOD_PREFIX}/${methodPaths.generateAndSendOtp}`,
    { config: { rateLimit: { max: config.rateLimits.otpSendPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const mobile = mobileFrom(request.query);
      await sendOtp(deps, mobile, request.ip);
      return { message: { status: 'success', expires_in_seconds: config.otp.ttlSeconds } };
    },
  );

  app.get<PhoneQuery>(
    `${METHOD_PREFIX}/${methodPaths.verifyOtpAndLogin}`,
    { config: { rateLimit: { max: config.rateLimits.otpVerifyPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const mobile = queryText(request.query.phone_no);
      const otp = queryText(request.query.otp);
      const codeCheck = otpSchema.safeParse(otp);
      assertValid(loginFormSchema, { mobile }, (): Record<string, string> =>
        codeCheck.success ? {} : { otp: codeCheck.error.issues[0]!.message },
      );
      const record = await verifyOtp(deps, mobile, otp);
      return { message: { ...record, status: 'success' } };
    },
  );
}
