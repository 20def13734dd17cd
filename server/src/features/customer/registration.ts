import {
  apiTexts,
  isLanguage,
  type Language,
  securityTexts,
  signUpFormSchema,
  storedGstin,
  toServerTime,
} from '@site/contract';
import type { Config } from '../../config';
import { type Database, isUniqueViolation, type Queryable } from '../../db';
import { ApiError, validationFailed } from '../../http/errors';
import { lockNumber, lockSender } from '../../lib/locks';
import { isPlainObject, text, textErrors, timeErrors } from '../../lib/validate';
import { spendLookup } from '../lookups/budget';
import type { Sender } from '../otp/known-device';
import { codeWaits } from '../otp/waiting-code';
import { gstinHeldByAnother, gstinTaken, isGstinOwnerViolation } from './gstin-owner';
import { alreadyRegistered, type CustomerFields, type GstRegistration, insertCustomer } from './service';

/**
 * A retailer's registration, whoever makes it: the retailer at `/sign-up`, or staff in the office. Both
 * take the sign-up form with the same rules and refuse the same numbers and GSTINs, with the same reasons.
 */

const MAX_FIELD_LENGTH = 200;

/** Validated form values → stored fields (names from the sign-up or profile form). */
export function customerFields(values: Record<string, unknown>): CustomerFields {
  return {
    full_name: text(values.fullName ?? values.firstName),
    mobile: text(values.mobile),
    shop_name: text(values.shopName),
    industry: text(values.businessType),
    start_time: toServerTime(text(values.openingTimeFrom)),
    end_time: toServerTime(text(values.openingTimeTo)),
    from_time: toServerTime(text(values.deliveryTimeFrom)),
    to_time: toServerTime(text(values.deliveryTimeTo)),
    address_line1: text(values.address1),
    address_line2: text(values.address2),
    city: text(values.city),
    state: text(values.state),
    country: text(values.country),
    pincode: text(values.pincode),
  };
}

/** Text the database and the mail can hold, for every text sent (no field escapes it by its name). */
export const withinLimits = (values: Record<string, unknown>) => textErrors(values, () => MAX_FIELD_LENGTH);

/** Validated form values → the registration stored: the GSTIN only while the box is ticked, upper case. */
export const gstRegistrationOf = (values: { gstRegistered?: unknown; gstin?: unknown }): GstRegistration => ({
  gstRegistered: values.gstRegistered === true,
  gstin: storedGstin(values),
});

/** The change a code was sent for and still waits: its number is held, no sign-up may take it. */
export const heldForChange = (tx: Queryable, mobile: string, now: Date) =>
  codeWaits(tx, 'change_mobile', { mobile }, now);

/**
 * The sign-up form with the server's own checks: text the database and the mail can hold (every text
 * sent, so loose: no field escapes them by its name), and a time that is not HH:MM reported with its
 * field's "required" message. They run even when the form's rules fail, so the 417 lists every field in error.
 */
export const signUpBodySchema = signUpFormSchema.loose().superRefine(
  (values, context) => {
    if (!isPlainObject(values)) return;
    const serverErrors = { ...timeErrors(signUpFormSchema, values), ...withinLimits(values) };
    if (values.language !== undefined && !isLanguage(values.language)) serverErrors.language = apiTexts.languageInvalid;
    for (const [field, message] of Object.entries(serverErrors))
      context.addIssue({ code: 'custom', path: [field], message });
  },
  { when: () => true },
);

/**
 * Inserts the retailer of a validated sign-up form, inside the caller's transaction and after its own
 * limits: under the number's lock, refused (returned, not thrown, so the caller's spent budgets stay
 * spent) when the number is registered or held for a change, or when another account holds the GSTIN.
 * `language`: the retailer's, in which their SMS go out.
 */
export async function registerRetailer(
  tx: Queryable,
  values: Record<string, unknown>,
  now: Date,
  language: Language,
): Promise<{ customerId: string; fields: CustomerFields; gst: GstRegistration } | ApiError> {
  const fields = customerFields(values);
  const gst = gstRegistrationOf(values);
  await lockNumber(tx, fields.mobile);
  const taken = await tx.query('select 1 from customers where mobile = $1', [fields.mobile]);
  if (taken.length > 0) return alreadyRegistered();
  // Shown at the form's mobile field, as the server's other messages about it are.
  if (await heldForChange(tx, fields.mobile, now))
    return validationFailed({ mobile: securityTexts.mobileBeingConfirmed });
  if (gst.gstin && (await gstinHeldByAnother(tx, gst.gstin, null))) return gstinTaken();
  return { customerId: await insertCustomer(tx, fields, gst, language), fields, gst };
}

/** The language a form names (`language`, optional), or null. */
export const namedLanguage = (values: { language?: unknown }): Language | null =>
  isLanguage(values.language) ? values.language : null;

/** The races the look-ups cannot see, as the form's refusals: a GSTIN or a number taken at the same moment. */
export function registrationRace(error: unknown): never {
  if (isGstinOwnerViolation(error)) throw gstinTaken();
  if (isUniqueViolation(error)) throw alreadyRegistered();
  throw error;
}

/**
 * A retailer's own sign-up, in one transaction: the answer whether the number was free is budgeted
 * like every such answer (per client, network and number), then `registerRetailer`. Returns the new id.
 */
export async function registerCustomer(
  db: Database,
  lookups: Config['lookups'],
  signUp: { values: Record<string, unknown>; sender: Sender; now: Date; language: Language },
): Promise<string> {
  const { values, sender, now, language } = signUp;
  const outcome = await db
    .transaction(async (tx) => {
      await lockSender(tx, sender);
      await spendLookup(tx, lookups, { sender, mobile: text(values.mobile), kind: 'register', perNumber: true, now });
      return registerRetailer(tx, values, now, language);
    })
    .catch(registrationRace);
  if (outcome instanceof ApiError) throw outcome;
  return outcome.customerId;
}
