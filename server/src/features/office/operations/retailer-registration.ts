import {
  DEFAULT_LANGUAGE,
  registeredRetailerSchema,
  retailerRegistrationTexts,
  type SignedInStaff,
} from '@site/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError, rateLimited } from '../../../http/errors';
import { failure, methodPath, staffWrite } from '../../../http/route-schemas';
import { ok } from '../../../http/reply';
import { useFastifyValidation } from '../../../http/schemas';
import { lockAddress, lockCodeCeiling } from '../../../lib/locks';
import { namedLanguage, registerRetailer, registrationRace, signUpBodySchema } from '../../customer/registration';
import { OFFICE_SENDER, officeAttemptToken } from '../../otp/office-code';
import { ceilingRefusal } from '../../otp/send-limits';
import { deliver, insertAttempt, type IssuedCode, type OtpDeps } from '../../otp/service';
import { recordAudit } from '../../../audit/record';
import { type OfficeContext, requireStaff, signedInStaff } from '../../../http/staff-session';

/**
 * Staff register a retailer who phones in or visits (docs/product.md#back-office): the sign-up form, its
 * rules and refusals, in the audit log; the retailer gets a login code on their own mobile and logs in
 * with it, proving the number themselves. Outside the sign-up's per-client limit (an office registers many
 * from one network), within a budget per member, so a stolen staff session cannot text strangers at will.
 */

const HOUR_SECONDS = 3600;

/** Seconds until the member may register again; null while their hour has room. */
async function registrationWait(
  tx: Parameters<typeof recordAudit>[0],
  staffId: string,
  perHour: number,
): Promise<number | null> {
  const [fills] = await tx.query<{ seconds: number }>(
    `select ceil(extract(epoch from (at + interval '1 hour' - now())))::int as seconds from audit_log
     where staff_id = $1 and action = 'retailer.register' and at > now() - interval '1 hour'
     order by at desc offset $2 limit 1`,
    [staffId, perHour - 1],
  );
  return fills ? Math.min(HOUR_SECONDS, Math.max(1, fills.seconds)) : null;
}

interface RegistrationContext extends OfficeContext {
  /** The retailers' codes: their SMS provider and settings. */
  otp: OtpDeps;
}

/** The retailer registered, and their login code when one may be sent (null: the hour's SMS ceiling is reached). */
async function registerForRetailer(
  ctx: RegistrationContext,
  values: Record<string, unknown>,
  staff: SignedInStaff,
  log: FastifyBaseLogger,
): Promise<{ customerId: string; mobile: string; code: IssuedCode | null }> {
  const { db, config } = ctx;
  const now = ctx.now();
  const outcome = await db
    .transaction(async (tx) => {
      // The member is the client this budget counts: their registrations are counted one at a time.
      await lockAddress(tx, `staff:${staff.id}`);
      const wait = await registrationWait(tx, staff.id, config.office.retailerRegistrationsPerHour);
      if (wait !== null) return rateLimited(wait, retailerRegistrationTexts.throttled(wait));
      // The retailer's language when the form names one; the office itself speaks English.
      const language = namedLanguage(values) ?? DEFAULT_LANGUAGE;
      const registered = await registerRetailer(tx, values, now, language);
      if (registered instanceof ApiError) return registered;
      const { customerId, fields, gst } = registered;
      await lockCodeCeiling(tx);
      const ceiling = await ceilingRefusal(tx, config.otp, OFFICE_SENDER, now, log);
      const code = ceiling
        ? null
        : await insertAttempt(tx, config.otp, {
            purpose: 'login',
            mobile: fields.mobile,
            customerId,
            sender: OFFICE_SENDER,
            now,
            attemptToken: officeAttemptToken(config.otp.secret, customerId, now),
          });
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'retailer.register',
        entity: 'customer',
        entityId: customerId,
        before: null,
        after: {
          full_name: fields.full_name,
          mobile: fields.mobile,
          shop_name: fields.shop_name,
          city: fields.city,
          state: fields.state,
          gstin: gst.gstin,
        },
      });
      return { customerId, mobile: fields.mobile, code };
    })
    .catch(registrationRace);
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

const schema = staffWrite(
  'Register a retailer from the office (the sign-up form); a login code goes to their mobile, audited',
  signUpBodySchema,
  registeredRetailerSchema,
  {
    409: failure('already_registered'),
    417: failure('Validation (sign-up form field names; `gstin` also when another account holds it)'),
    429: failure("rate_limited: the member's registrations of the last hour"),
  },
);

/** `register_retailer` (sales and up). */
export async function registerOfficeRetailerRegistration(fastify: FastifyInstance, ctx: RegistrationContext) {
  const app = useFastifyValidation(fastify);
  app.post(methodPath('registerRetailer'), { preValidation: requireStaff(ctx, 'sales'), schema }, async (request) => {
    const registered = await registerForRetailer(ctx, request.body, signedInStaff(request), request.log);
    let codeSent = false;
    if (registered.code) {
      // A failed SMS retires the code; the registration stands and the login page sends a new one.
      codeSent = await deliver(ctx.otp, registered.mobile, registered.code, request.log).then(
        () => true,
        () => false,
      );
    }
    return ok({ customer_id: registered.customerId, code_sent: codeSent });
  });
}
