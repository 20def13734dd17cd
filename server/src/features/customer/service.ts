import { randomUUID } from 'node:crypto';
import {
  apiTexts,
  type CustomerAddress,
  type CustomerDetail,
  customerAddressOf,
  type Language,
  securityTexts,
} from '@site/contract';
import { type Database, isUniqueViolation, type Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import { gstinTaken, isGstinOwnerViolation } from './gstin-owner';

export const alreadyRegistered = () => new ApiError(409, 'already_registered', securityTexts.alreadyRegistered);

/** A customer's writable fields, already validated and trimmed; times are HH:MM:SS. */
export type CustomerFields = Pick<
  CustomerDetail,
  'full_name' | 'mobile' | 'shop_name' | 'industry' | 'start_time' | 'end_time' | 'from_time' | 'to_time'
> &
  CustomerAddress;

type CustomerRow = CustomerFields &
  Pick<CustomerDetail, 'profile' | 'gst_registered'> & { id: string; gstin: string | null; language: Language };

/** "GST Registered?" and the GSTIN it requires (normalised; null when not registered). */
export interface GstRegistration {
  gstRegistered: boolean;
  gstin: string | null;
}

const SELECT_CUSTOMER = `
  select c.id, c.full_name, c.mobile, c.shop_name, c.profile, c.industry,
         c.start_time, c.end_time, c.from_time, c.to_time, c.gst_registered, c.gstin, c.language,
         a.address_line1, a.address_line2, a.city, a.state, a.country, a.pincode
  from customers c join customer_addresses a on a.customer_id = c.id`;

/** A customer's record as replies carry it (a reply adds the success status). */
export type CustomerRecord = Omit<CustomerDetail, 'status'>;

function toDetail(row: CustomerRow): CustomerRecord {
  return {
    customer_id: row.id,
    full_name: row.full_name,
    mobile: row.mobile,
    shop_name: row.shop_name,
    profile: row.profile,
    industry: row.industry,
    start_time: row.start_time,
    end_time: row.end_time,
    from_time: row.from_time,
    to_time: row.to_time,
    gst_registered: row.gst_registered,
    gstin: row.gstin,
    customer_address: customerAddressOf(row),
    language: row.language,
  };
}

export async function findCustomerById(db: Queryable, id: string): Promise<CustomerRecord | null> {
  const rows = await db.query<CustomerRow>(`${SELECT_CUSTOMER} where c.id = $1`, [id]);
  return rows[0] ? toDetail(rows[0]) : null;
}

/** The shop's columns in the order both statements below list them: shop_name, industry, then the four times. */
const shopValues = (fields: CustomerFields) => [
  fields.shop_name,
  fields.industry,
  fields.start_time,
  fields.end_time,
  fields.from_time,
  fields.to_time,
];

/** Inserts customer and address in the caller's transaction; a duplicate mobile raises unique_violation. */
export async function insertCustomer(
  tx: Queryable,
  fields: CustomerFields,
  gst: GstRegistration,
  language: Language,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into customers (id, full_name, mobile, shop_name, industry, start_time, end_time, from_time, to_time, gst_registered, gstin, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, fields.full_name, fields.mobile, ...shopValues(fields), gst.gstRegistered, gst.gstin, language],
  );
  await insertOrReplaceAddress(tx, id, fields);
  return id;
}

/** The customer's language, in which their SMS go out; null when the customer is gone. */
export async function customerLanguage(db: Queryable, id: string): Promise<Language | null> {
  const rows = await db.query<{ language: Language }>('select language from customers where id = $1', [id]);
  return rows[0]?.language ?? null;
}

/** Sets the customer's language; false when the customer is gone. */
export async function setCustomerLanguage(db: Queryable, id: string, language: Language): Promise<boolean> {
  const rows = await db.query('update customers set language = $2, updated_at = now() where id = $1 returning id', [
    id,
    language,
  ]);
  return rows.length > 0;
}

/** The customer's current mobile, or null when the customer is gone. */
export async function currentMobile(db: Queryable, id: string): Promise<string | null> {
  const rows = await db.query<{ mobile: string }>('select mobile from customers where id = $1', [id]);
  return rows[0]?.mobile ?? null;
}

/** The customer's record with the new mobile waiting for its code, if any. */
export async function customerRecord(db: Queryable, customerId: string, now: Date): Promise<CustomerRecord> {
  const detail = await findCustomerById(db, customerId);
  // The credential cascades with the customer, so a valid token always has its record.
  if (!detail) throw new ApiError(404, 'not_found', apiTexts.noSuchCustomer);
  const pending = await pendingMobile(db, customerId, now);
  return pending ? { ...detail, pending_mobile: pending } : detail;
}

/** Whether the customer holds `gstin` already: an account that shared it before keeps it until the office decides. */
export const holdsGstin = async (db: Queryable, customerId: string, gstin: string) =>
  (await db.query('select 1 from customers where id = $1 and gstin = $2', [customerId, gstin])).length > 0;

/** The new mobile waiting for its code (the newest live change attempt), or null. */
export async function pendingMobile(db: Queryable, id: string, now: Date): Promise<string | null> {
  const rows = await db.query<{ mobile: string }>(
    `select mobile from otp_attempts where purpose = 'change_mobile' and customer_id = $1
       and used_at is null and not retired and expires_at > $2 order by created_at desc limit 1`,
    [id, now],
  );
  return rows[0]?.mobile ?? null;
}

/**
 * Updates (all but the mobile) in the caller's transaction; returns the previous profile path (null when
 * the customer is gone). `gst` null leaves the registration as it is (a form that did not send it).
 */
export async function updateCustomer(
  tx: Queryable,
  id: string,
  fields: CustomerFields,
  profile: string | null,
  gst: GstRegistration | null = null,
): Promise<{ previousProfile: string } | null> {
  const previous = await tx.query<{ profile: string }>('select profile from customers where id = $1 for update', [id]);
  if (!previous[0]) return null;
  await tx.query(
    // The mobile is not among them: a new one is taken only once proved (confirmMobileChange).
    `update customers set full_name = $2, shop_name = $3, industry = $4, start_time = $5, end_time = $6,
       from_time = $7, to_time = $8, profile = coalesce($9, profile), updated_at = now()
     where id = $1`,
    [id, fields.full_name, ...shopValues(fields), profile],
  );
  if (gst)
    // An account that shared its GSTIN before (migration 017) is resolved once it gives another.
    await tx.query(
      `update customers set gst_registered = $2, gstin = $3, gstin_shared = gstin_shared and gstin is not distinct from $3
       where id = $1`,
      [id, gst.gstRegistered, gst.gstin],
    );
  await insertOrReplaceAddress(tx, id, fields);
  return { previousProfile: previous[0].profile };
}

/**
 * Saves the profile (all but the mobile) in its own transaction; returns the previous picture's path. A
 * GSTIN or mobile another account took meanwhile is refused as the look-ups before it would have.
 */
export async function saveProfile(
  db: Database,
  id: string,
  fields: CustomerFields,
  profile: string | null,
  gst: GstRegistration | null,
): Promise<string> {
  try {
    const result = await db.transaction((tx) => updateCustomer(tx, id, fields, profile, gst));
    if (!result) throw new ApiError(404, 'not_found', apiTexts.noSuchCustomer);
    return result.previousProfile;
  } catch (error) {
    if (isGstinOwnerViolation(error)) throw gstinTaken();
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

async function insertOrReplaceAddress(tx: Queryable, id: string, fields: CustomerFields) {
  await tx.query(
    `insert into customer_addresses (customer_id, address_line1, address_line2, city, state, country, pincode)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (customer_id) do update set address_line1 = excluded.address_line1, address_line2 = excluded.address_line2,
       city = excluded.city, state = excluded.state, country = excluded.country, pincode = excluded.pincode`,
    [id, fields.address_line1, fields.address_line2, fields.city, fields.state, fields.country, fields.pincode],
  );
}
