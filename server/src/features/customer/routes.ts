import {
  confirmMobileChangeBodySchema,
  customerDetailQuerySchema,
  customerDetailSchema,
  fieldErrors,
  type LoginRecord,
  loginRecordSchema,
  type MobileChangeMessage,
  otpCodeSchema,
  PROFILE_FILE_FIELD,
  PROFILE_FORM_WIRE_FIELDS,
  profileFormFromFields,
  profileFormSchema,
  profileUpdateSchema,
  registeredCustomerSchema,
  securityTexts,
  updatedCustomerSchema,
} from '@site/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { type Database, isUniqueViolation } from '../../db';
import type { ImageDecoder } from '../../files/images';
import { removeImage, storeImage } from '../../files/images';
import type { PictureStore } from '../../files/picture-store';
import { type AuthContext, requireSameCustomer, requireToken, signedInCustomer } from '../../http/auth';
import { ApiError, rateLimited, reportedAsForm, validationFailed } from '../../http/errors';
import { TOKEN_SECURITY } from '../../http/openapi';
import { multipartBody } from '../../http/multipart-body';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath, failure, success } from '../../http/route-schemas';
import { ourPagesOnly } from '../../http/same-site';
import { ok } from '../../http/reply';
import { lockCustomer, lockNumber, lockSender } from '../../lib/locks';
import { isPlainObject, text } from '../../lib/validate';
import { spendLookup } from '../lookups/budget';
import { rememberDevice, type Sender, senderOf } from '../otp/known-device';
import {
  checkCode,
  deliver,
  type IssuedCode,
  insertAttempt,
  issueToken,
  loginCodeSchema,
  type OtpDeps,
  sendRefusal,
} from '../otp/service';
import { currentMobile, type CustomerRecord, findCustomerById, pendingMobile, updateCustomer } from './service';
import { gstinHeldByAnother, gstinTaken, isGstinOwnerViolation } from './gstin-owner';
import {
  alreadyRegistered,
  customerFields,
  gstRegistrationOf,
  registerRetailer,
  registrationRace,
  signUpBodySchema,
  withinLimits,
} from './registration';

/**
 * A new mobile asked for in the profile: at most `mobileChangesPerCustomerPerDay` codes a day per
 * customer (each goes to a stranger's number), a look-up of that number (budgeted per client, network
 * and number), refused when it is taken, else a code sent to it under a stranger's send limits (the
 * number never saw this browser), bound to the customer. The number is taken only by
 * `confirm_mobile_change` with that code, and held for it until then.
 */
async function requestMobileChange(
  deps: OtpDeps,
  customerId: string,
  mobile: string,
  asking: Sender,
  log: FastifyBaseLogger,
): Promise<IssuedCode> {
  const now = deps.now();
  const sender = { ...asking, device: null };
  const outcome = await deps.db.transaction(async (tx) => {
    await lockSender(tx, sender);
    await lockCustomer(tx, customerId);
    const [fills] = await tx.query<{ created_at: Date }>(
      `select created_at from otp_attempts where purpose = 'change_mobile' and customer_id = $1 and created_at > $2
       order by created_at desc offset $3 limit 1`,
      [customerId, new Date(now.getTime() - 86_400_000), deps.otp.mobileChangesPerCustomerPerDay - 1],
    );
    if (fills) {
      const seconds = Math.max(1, Math.ceil((fills.created_at.getTime() + 86_400_000 - now.getTime()) / 1000));
      return rateLimited(seconds, securityTexts.mobileChangesExceeded);
    }
    // Spent even when the answer is "taken": that answer is what a sweep is after.
    await spendLookup(tx, deps.lookups, { sender, mobile, kind: 'new_mobile', perNumber: true, now });
    // Under the number's lock, as a sign-up checks it: no sign-up slips in before the code holds the number.
    await lockNumber(tx, mobile);
    const taken = await tx.query('select 1 from customers where mobile = $1', [mobile]);
    if (taken.length > 0) return alreadyRegistered();
    const refusal = await sendRefusal(tx, deps.otp, mobile, sender, now, log);
    if (refusal) return refusal;
    // One change waits at a time: a newer request retires the older code.
    await tx.query(
      `update otp_attempts set retired = true where purpose = 'change_mobile' and customer_id = $1 and used_at is null`,
      [customerId],
    );
    return insertAttempt(tx, deps.otp, { purpose: 'change_mobile', mobile, customerId, sender, now });
  });
  if (outcome instanceof ApiError) throw outcome;
  await deliver(deps, mobile, outcome, log);
  return outcome;
}

const registerSchema = {
  summary: 'Sign up a retailer (does not log in)',
  description: 'Times HH:MM. A look-up of the number: budgeted per address and per number (429).',
  body: signUpBodySchema,
  response: {
    200: success(registeredCustomerSchema),
    400: failure('Not from our pages, or not a JSON object'),
    409: failure('already_registered'),
    417: failure('Validation (sign-up form field names; `mobile` also while another account is changing to it)'),
    429: failure('rate_limited'),
  },
};

const detailSchema = {
  summary: "The caller's own customer record",
  security: TOKEN_SECURITY,
  querystring: customerDetailQuerySchema,
  response: { 200: success(customerDetailSchema), 401: failure('unauthorized'), 403: failure('forbidden') },
};

const confirmSchema = (longCodeLength: number) => ({
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
const updateFieldNames = reportedAsForm(PROFILE_FORM_WIRE_FIELDS);

const updateSchema = {
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

export interface CustomerRouteOptions {
  db: Database;
  config: Config;
  auth: AuthContext;
  otp: OtpDeps;
  images: ImageDecoder;
  pictures: PictureStore;
}

export async function customerRoutes(fastify: FastifyInstance, options: CustomerRouteOptions) {
  const { db, config, auth, otp, images, pictures } = options;
  const app = useFastifyValidation(fastify);
  const signedIn = requireToken(auth);
  /** `preValidation` after the token: another customer's record is a 403 before any field is judged. */
  const ownRecord = (requested: (request: FastifyRequest) => unknown) => async (request: FastifyRequest) =>
    requireSameCustomer(signedInCustomer(request), requested(request));

  /** Whether the customer holds `gstin` already: an account that shared it before keeps it until the office decides. */
  const holds = async (customerId: string, gstin: string) =>
    (await db.query('select 1 from customers where id = $1 and gstin = $2', [customerId, gstin])).length > 0;

  /** The customer's record with the new mobile waiting for its code, if any. */
  const detailOf = async (customerId: string): Promise<CustomerRecord> => {
    const detail = await findCustomerById(db, customerId);
    // The credential cascades with the customer, so a valid token always has its record.
    if (!detail) throw new ApiError(404, 'not_found', 'No such customer.');
    const pending = await pendingMobile(db, customerId, otp.now());
    return pending ? { ...detail, pending_mobile: pending } : detail;
  };

  app.post(
    methodPath('registerCustomer'),
    ourPagesOnly(registerSchema, config.rateLimits.registerPerHour, '1 hour'),
    async (request) => {
      const values = request.body;
      const now = otp.now();
      const sender = senderOf(request);
      const outcome = await db
        .transaction(async (tx) => {
          await lockSender(tx, sender);
          // A sign-up tells whether its number was free: budgeted like every such answer.
          await spendLookup(tx, config.lookups, {
            sender,
            mobile: text(values.mobile),
            kind: 'register',
            perNumber: true,
            now,
          });
          return registerRetailer(tx, values, now);
        })
        .catch(registrationRace);
      if (outcome instanceof ApiError) throw outcome;
      return ok({ customer_id: outcome.customerId });
    },
  );

  app.get(
    methodPath('getCustomerDetail'),
    {
      preValidation: [signedIn, ownRecord((request) => (request.query as { customer_id?: unknown }).customer_id)],
      schema: detailSchema,
    },
    async (request) => ok(await detailOf(signedInCustomer(request))),
  );

  app.post(
    methodPath('confirmMobileChange'),
    {
      ...ourPagesOnly(confirmSchema(config.otp.longCodeLength), config.rateLimits.otpVerifyPerMinute, '1 minute'),
      // A body that is not an object is left to the validation's 400.
      preValidation: [
        signedIn,
        ownRecord((request) => (isPlainObject(request.body) ? request.body.customer_id : signedInCustomer(request))),
      ],
    },
    async (request, reply) => {
      const customerId = signedInCustomer(request);
      const code = request.body.otp;
      const now = otp.now();
      const pending = await pendingMobile(db, customerId, now);
      if (!pending) throw new ApiError(404, 'not_found', securityTexts.noPendingChange);
      const checked = await checkCode(
        otp,
        { purpose: 'change_mobile', mobile: null, customerId, attemptToken: null, code, now },
        (length) => validationFailed({ otp: otpCodeSchema(length).safeParse('').error!.issues[0]!.message }),
      );
      const token = await db
        .transaction(async (tx) => {
          const oldMobile = await currentMobile(tx, customerId);
          await tx.query('update customers set mobile = $2, updated_at = now() where id = $1', [
            customerId,
            checked.mobile,
          ]);
          // The old number's sessions and codes end with it; the one who proved the new number gets a new token.
          await tx.query('delete from api_credentials where customer_id = $1', [customerId]);
          if (oldMobile) {
            await tx.query(`update otp_attempts set retired = true where mobile = $1 and used_at is null`, [oldMobile]);
          }
          return issueToken(tx, customerId, now);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw alreadyRegistered();
          throw error;
        });
      // The browser that proved the new number is known to it, as after a login.
      await rememberDevice(db, request, reply, {
        customerId,
        mobile: checked.mobile,
        now,
        days: config.otp.knownDeviceDays,
      });
      const record: Omit<LoginRecord, 'status'> = { ...(await detailOf(customerId)), ...token };
      return ok(record);
    },
  );

  app.put(
    methodPath('updateCustomerDetail'),
    {
      preValidation: [
        signedIn,
        multipartBody(PROFILE_FILE_FIELD, 'the profile'),
        ownRecord((request) => (request.body as { customer_id?: unknown }).customer_id),
      ],
      schema: updateSchema,
      config: { fieldNames: updateFieldNames },
    },
    async (request) => {
      const customerId = signedInCustomer(request);
      const { file, ...upload } = request.body;
      const form = profileFormFromFields(upload);
      const fields = customerFields({ ...form, mobile: form.phoneNumber });
      // A form that does not send the box (an older page) leaves the registration as it is.
      const gst = upload.gst_registered === undefined ? null : gstRegistrationOf(form);

      // Refused before anything is done: no picture stored, no code sent to a new mobile.
      if (gst?.gstin && (await gstinHeldByAnother(db, gst.gstin, customerId)) && !(await holds(customerId, gst.gstin)))
        throw gstinTaken();

      const image = file ? await images.reencode(Buffer.from(await file.arrayBuffer())) : null;

      // A different mobile is not taken now: a code goes to it first. Refusals (taken, limits) save nothing.
      const oldMobile = await currentMobile(db, customerId);
      const change =
        oldMobile !== null && fields.mobile !== oldMobile
          ? await requestMobileChange(otp, customerId, fields.mobile, senderOf(request), request.log)
          : null;

      const stored = image ? await storeImage(pictures, image) : null;
      let previousProfile: string;
      try {
        const result = await db.transaction((tx) => updateCustomer(tx, customerId, fields, stored, gst));
        if (!result) throw new ApiError(404, 'not_found', 'No such customer.');
        previousProfile = result.previousProfile;
      } catch (error) {
        if (stored) await removeImage(pictures, stored);
        if (isGstinOwnerViolation(error)) throw gstinTaken();
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
      if (stored && previousProfile) await removeImage(pictures, previousProfile);

      const detail = await detailOf(customerId);
      const mobileChange: MobileChangeMessage | undefined = change
        ? { pending_mobile: fields.mobile, code_length: change.codeLength, expires_in_seconds: config.otp.ttlSeconds }
        : undefined;
      return ok(mobileChange ? { ...detail, mobile_change: mobileChange } : detail);
    },
  );
}
