import {
  accountDeletedSchema,
  deleteAccountBodySchema,
  deletionCodeSentSchema,
  myDataSchema,
  otpCodeSchema,
  privacyMessages,
  privacySettingsSchema,
  setLocationConsentBodySchema,
} from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { removeImage } from '../../files/images';
import type { PictureStore } from '../../files/picture-store';
import { type AuthContext, requireToken, signedInCustomer } from '../../http/auth';
import { ApiError, rateLimited, validationFailed } from '../../http/errors';
import { TOKEN_SECURITY } from '../../http/openapi';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath, failure, success } from '../../http/route-schemas';
import { ourPagesOnly } from '../../http/same-site';
import { ok, succeeded } from '../../http/reply';
import { senderOf } from '../otp/known-device';
import { checkCode, loginCodeSchema, type OtpDeps } from '../otp/service';
import { deletionCodeAsked, eraseAccount, noCustomer, sendDeletionCode } from './deletion';
import { locationConsentOf, myData, setLocationConsent } from './service';

const HOUR_MS = 3_600_000;

/**
 * A limit per customer, counted in the request limiter's store (Redis when configured): the check it returns
 * counts one request of the customer and throws 429 past `max` in `timeWindow` ms. Per customer, not per address: a
 * customer's token works from any address, and a download or a deletion code costs the same from each.
 */
function perCustomerLimit(app: FastifyInstance, name: string, max: number, timeWindow: number) {
  const customers = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${customers.get(request)}`,
  });
  return async (request: FastifyRequest, customerId: string) => {
    customers.set(request, customerId);
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) throw rateLimited(Math.max(1, counted.ttlInSeconds));
  };
}

const schemas = (longCodeLength: number) => ({
  myData: {
    summary: 'Everything kept about the caller, as one JSON document (the right of access)',
    description: 'At most PRIVACY_DOWNLOADS_PER_HOUR per customer.',
    security: TOKEN_SECURITY,
    response: { 200: success(myDataSchema), 401: failure('unauthorized'), 429: failure('rate_limited') },
  },
  settings: {
    summary: "The caller's consents",
    security: TOKEN_SECURITY,
    response: { 200: success(privacySettingsSchema), 401: failure('unauthorized') },
  },
  setConsent: {
    summary: 'Consent to location use, or withdraw it',
    security: TOKEN_SECURITY,
    body: setLocationConsentBodySchema,
    response: {
      200: success(privacySettingsSchema),
      400: failure('Not from our pages'),
      401: failure('unauthorized'),
      417: failure('Validation'),
      429: failure('rate_limited'),
    },
  },
  requestDeletion: {
    summary: "A code to the caller's mobile that confirms deleting the account",
    description:
      'Under the login codes’ send limits, and ACCOUNT_DELETION_REQUESTS_PER_DAY per customer; a newer request retires the older code.',
    security: TOKEN_SECURITY,
    response: {
      200: success(deletionCodeSentSchema),
      400: failure('Not from our pages'),
      401: failure('unauthorized'),
      429: failure('rate_limited'),
      502: failure('The code could not be sent'),
    },
  },
  deleteAccount: {
    summary: 'Delete the account with the code sent for it; orders are kept without personal data',
    security: TOKEN_SECURITY,
    // The code as the server takes it: 4 digits, or the long length while the number is under attack.
    body: deleteAccountBodySchema.extend({ otp: loginCodeSchema(longCodeLength) }),
    response: {
      200: success(accountDeletedSchema),
      400: failure('Not from our pages'),
      401: failure('unauthorized, invalid_otp or otp_expired'),
      404: failure('No code asked for'),
      417: failure('Validation'),
      429: failure('rate_limited'),
    },
  },
});

export interface PrivacyRouteOptions {
  db: Database;
  config: Config;
  auth: AuthContext;
  otp: OtpDeps;
  pictures: PictureStore;
}

/** The rights of the app privacy policy (docs/product.md#settings, docs/decisions/0014). */
export async function privacyRoutes(fastify: FastifyInstance, options: PrivacyRouteOptions) {
  const { db, config, auth, otp, pictures } = options;
  const app = useFastifyValidation(fastify);
  const signedIn = requireToken(auth);
  const schema = schemas(config.otp.longCodeLength);
  const perMinute = config.rateLimits.otpVerifyPerMinute;
  /** Our pages only, `max` a minute per address, then the token, then the request's values. */
  const signedInWrite = <Schema>(routeSchema: Schema, max: number) => ({
    ...ourPagesOnly(routeSchema, max, '1 minute'),
    preValidation: signedIn,
  });
  const downloads = perCustomerLimit(fastify, 'download-my-data', config.privacy.downloadsPerHour, HOUR_MS);
  const deletionRequests = perCustomerLimit(
    fastify,
    'request-account-deletion',
    config.privacy.deletionRequestsPerDay,
    24 * HOUR_MS,
  );

  app.get(methodPath('downloadMyData'), { preValidation: signedIn, schema: schema.myData }, async (request, reply) => {
    const customerId = signedInCustomer(request);
    await downloads(request, customerId);
    const data = await myData(db, customerId, otp.now());
    if (!data) throw noCustomer();
    // A download, never kept by a cache between the retailer and us.
    void reply.header('Cache-Control', 'no-store');
    return ok({ ...data, profile: succeeded(data.profile) });
  });

  app.get(methodPath('getPrivacySettings'), { preValidation: signedIn, schema: schema.settings }, async (request) => {
    const customerId = signedInCustomer(request);
    const consent = await locationConsentOf(db, customerId);
    if (!consent) throw noCustomer();
    return ok({ location_consent: consent });
  });

  app.post(methodPath('setLocationConsent'), signedInWrite(schema.setConsent, perMinute), async (request) => {
    const customerId = signedInCustomer(request);
    await setLocationConsent(db, customerId, request.body.granted, otp.now());
    const consent = await locationConsentOf(db, customerId);
    if (!consent) throw noCustomer();
    return ok({ location_consent: consent });
  });

  app.post(
    methodPath('requestAccountDeletion'),
    signedInWrite(schema.requestDeletion, config.rateLimits.otpSendPerMinute),
    async (request) => {
      const customerId = signedInCustomer(request);
      await deletionRequests(request, customerId);
      const issued = await sendDeletionCode(otp, customerId, senderOf(request), request.log);
      return ok({
        code_length: issued.codeLength,
        expires_in_seconds: config.otp.ttlSeconds,
      });
    },
  );

  app.post(methodPath('deleteAccount'), signedInWrite(schema.deleteAccount, perMinute), async (request) => {
    const customerId = signedInCustomer(request);
    const code = request.body.otp;
    const now = otp.now();
    const asked = await deletionCodeAsked(db, customerId, now);
    if (!asked) throw new ApiError(404, 'not_found', privacyMessages.noDeletionCode);
    await checkCode(
      otp,
      { purpose: 'delete_account', mobile: null, customerId, attemptToken: null, code, now },
      (length) => validationFailed({ otp: otpCodeSchema(length).safeParse('').error!.issues[0]!.message }),
    );
    const deleted = await eraseAccount(db, customerId);
    if (!deleted) throw noCustomer();
    // The picture goes once the rows are gone: a failure here leaves a file no row names, never the reverse.
    if (deleted.picture) await removeImage(pictures, deleted.picture);
    request.log.info({ orders_kept: deleted.ordersKept }, 'account deleted');
    return ok({ orders_kept: deleted.ordersKept });
  });
}
