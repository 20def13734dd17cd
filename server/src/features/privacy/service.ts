import type { MyData } from '@site/contract';
import type { CustomerRecord } from '../customer/service';
import type { Queryable } from '../../db';
import { addressBook, allAddresses } from '../ordering/addresses';
import { findOrder } from '../ordering/orders';
import { findCustomerById } from '../customer/service';

export interface LocationConsent {
  granted: boolean;
  changed_at: string | null;
}

const INQUIRY_COLUMNS = `id as name, created_at, fullname, company, phone, email, comment, inquiry_type, website_name,
  business_name, current_business_type, how_long_have_you_been_oprating_your_business,
  do_you_currently_have_your_own_vehicle_for_distribution, preferred_area_of_distribution, business_address`;

export async function locationConsentOf(db: Queryable, customerId: string): Promise<LocationConsent | null> {
  const [row] = await db.query<{ location_consent: boolean; location_consent_changed_at: Date | null }>(
    'select location_consent, location_consent_changed_at from customers where id = $1',
    [customerId],
  );
  return row
    ? { granted: row.location_consent, changed_at: row.location_consent_changed_at?.toISOString() ?? null }
    : null;
}

export async function setLocationConsent(db: Queryable, customerId: string, granted: boolean, now: Date) {
  await db.query(
    'update customers set location_consent = $2, location_consent_changed_at = $3, updated_at = $3 where id = $1',
    [customerId, granted, now],
  );
}

/** The export's fields: its reply adds the success status, to it and to the profile inside. */
export type MyDataFields = Omit<MyData, 'status' | 'profile'> & { profile: CustomerRecord };

/** Everything kept about the retailer (the right of access): null when the customer is gone. */
export async function myData(db: Queryable, customerId: string, now: Date): Promise<MyDataFields | null> {
  const profile = await findCustomerById(db, customerId);
  const book = await addressBook(db, customerId);
  const consent = await locationConsentOf(db, customerId);
  if (!profile || !consent) return null;
  const inquiries = await db.query<Omit<MyData['inquiries'][number], 'creation'> & { created_at: Date }>(
    `select ${INQUIRY_COLUMNS} from website_inquiries where phone = $1 order by created_at desc`,
    [profile.mobile],
  );
  const names = await db.query<{ name: string }>(
    'select name from sales_orders where customer_id = $1 order by transaction_date desc, name desc',
    [customerId],
  );
  const orders = await Promise.all(names.map(({ name }) => findOrder(db, customerId, name, 'en')));
  // A device is known by its cookie's hash: the hash itself identifies nothing to its owner.
  const devices = await db.query<{ last_login_at: Date }>(
    'select last_login_at from known_devices where customer_id = $1 order by last_login_at desc',
    [customerId],
  );
  return {
    exported_at: now.toISOString(),
    profile,
    addresses: book ? allAddresses(book) : [],
    location_consent: consent,
    inquiries: inquiries.map(({ created_at, ...inquiry }) => ({ ...inquiry, creation: created_at.toISOString() })),
    orders: orders.filter((order) => order !== null),
    known_devices: devices.map((device) => ({ last_login: device.last_login_at.toISOString() })),
  };
}

/**
 * Deletes the account (the right to erasure), in the caller's transaction: the customer row goes and with
 * it, by cascade, its address, shipping addresses, cart, sessions and codes; the inquiries sent from its
 * number and the number's guess budget and look-ups go too. Orders stay, as tax law requires, without
 * personal data: no customer link, and their addresses cut to the state and country (the place of supply).
 * Returns the profile picture to remove once committed, and how many orders were kept; null when the
 * customer is gone.
 */
export async function deleteAccount(tx: Queryable, customerId: string) {
  const [customer] = await tx.query<{ mobile: string; profile: string }>(
    'select mobile, profile from customers where id = $1 for update',
    [customerId],
  );
  if (!customer) return null;
  const placeOnly = (column: string) =>
    `jsonb_build_object('state', ${column}->>'state', 'country', ${column}->>'country')`;
  const kept = await tx.query(
    `update sales_orders set billing_address = ${placeOnly('billing_address')},
       shipping_address = ${placeOnly('shipping_address')}
     where customer_id = $1 returning name`,
    [customerId],
  );
  await tx.query('delete from website_inquiries where phone = $1', [customer.mobile]);
  await tx.query('delete from otp_attempts where mobile = $1', [customer.mobile]);
  await tx.query('delete from otp_guess_budget where mobile = $1', [customer.mobile]);
  await tx.query('delete from number_lookups where mobile = $1', [customer.mobile]);
  await tx.query('delete from customers where id = $1', [customerId]);
  return { picture: customer.profile, ordersKept: kept.length };
}
