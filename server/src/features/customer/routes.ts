import {
  type LoginRecord,
  type MobileChangeMessage,
  otpCodeSchema,
  PROFILE_FILE_FIELD,
  profileFormFromFields,
  securityTexts,
} from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { ImageDecoder } from '../../files/images';
import { removeImage, storeImage } from '../../files/images';
import type { PictureStore } from '../../files/picture-store';
import { type AuthContext, requireSameCustomer, requireToken, signedInCustomer } from '../../http/auth';
import { ApiError, validationFailed } from '../../http/errors';
import { multipartBody } from '../../http/multipart-body';
import { useFastifyValidation } from '../../http/schemas';
import { methodPath } from '../../http/route-schemas';
import { ourPagesOnly } from '../../http/same-site';
import { ok } from '../../http/reply';
import { isPlainObject } from '../../lib/validate';
import { rememberDevice, senderOf } from '../otp/known-device';
import { checkCode, type OtpDeps } from '../otp/service';
import { gstinHeldByAnother, gstinTaken } from './gstin-owner';
import { requestMobileChange, takeNewMobile } from './mobile-change';
import { signUpLanguage } from './language-routes';
import { customerFields, gstRegistrationOf, registerCustomer } from './registration';
import { confirmSchema, detailSchema, registerSchema, updateFieldNames, updateSchema } from './route-schemas';
import { currentMobile, customerRecord, holdsGstin, pendingMobile, saveProfile } from './service';

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

  const detailOf = (customerId: string) => customerRecord(db, customerId, otp.now());

  app.post(
    methodPath('registerCustomer'),
    ourPagesOnly(registerSchema, config.rateLimits.registerPerHour, '1 hour'),
    async (request) => {
      const values = request.body;
      const customerId = await registerCustomer(db, config.lookups, {
        values,
        sender: senderOf(request),
        now: otp.now(),
        language: signUpLanguage(request),
      });
      return ok({ customer_id: customerId });
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
      const token = await takeNewMobile(otp, customerId, checked.mobile, now);
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
      if (
        gst?.gstin &&
        (await gstinHeldByAnother(db, gst.gstin, customerId)) &&
        !(await holdsGstin(db, customerId, gst.gstin))
      )
        throw gstinTaken();

      const image = file ? await images.reencode(Buffer.from(await file.arrayBuffer())) : null;

      // A different mobile is not taken now: a code goes to it first. Refusals (taken, limits) save nothing.
      const oldMobile = await currentMobile(db, customerId);
      const change =
        oldMobile !== null && fields.mobile !== oldMobile
          ? await requestMobileChange(otp, customerId, fields.mobile, senderOf(request), request.log)
          : null;

      const stored = image ? await storeImage(pictures, image) : null;
      const previousProfile = await saveProfile(db, customerId, fields, stored, gst).catch(async (error: unknown) => {
        if (stored) await removeImage(pictures, stored);
        throw error;
      });
      if (stored && previousProfile) await removeImage(pictures, previousProfile);

      const detail = await detailOf(customerId);
      const mobileChange: MobileChangeMessage | undefined = change
        ? { pending_mobile: fields.mobile, code_length: change.codeLength, expires_in_seconds: config.otp.ttlSeconds }
        : undefined;
      return ok(mobileChange ? { ...detail, mobile_change: mobileChange } : detail);
    },
  );
}
