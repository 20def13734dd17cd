import { randomBytes } from 'node:crypto';
import { type Address, customerAddressKeys, customerAddressOf } from '@site/contract';
import type { Database, Queryable } from '../../db';

/**
 * The address book (docs/decisions/0013): the billing address is the customer's own record
 * (`customer_addresses`, written by sign-up and the profile), so editing either shows in both; the
 * shipping addresses are `shipping_addresses` rows. The first shipping address becomes the default;
 * with none, orders go to the billing address.
 */

/** The billing address's name: one per customer, derived from the customer. */
export const billingName = (customerId: string) => `BILL-${customerId}`;
export const newShippingName = () => `ADDR-${randomBytes(8).toString('hex').toUpperCase()}`;

/** The form's fields as stored (trimmed). */
export interface AddressFields {
  address_title: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

interface BillingRow extends AddressFields {
  mobile: string;
  from_time: string;
  to_time: string;
}

interface ShippingRow extends AddressFields {
  name: string;
  is_default: boolean;
}

export interface AddressBook {
  billing: Address;
  shipping: Address[];
  /** The profile's delivery window (HH:MM:SS). */
  deliveryWindow: { from: string; to: string };
}

/** The fields of an address as written, in the order of the columns the writes below list. */
const ADDRESS_FIELDS = ['address_title', ...customerAddressKeys] as const;
const valuesOf = (fields: AddressFields, keys: readonly (keyof AddressFields)[] = ADDRESS_FIELDS) =>
  keys.map((key) => fields[key]);

const fieldsOf = (row: AddressFields): AddressFields => ({
  address_title: row.address_title,
  ...customerAddressOf(row),
});

/** The billing record (`billing`, a JSON object or null) and the shipping rows (`shipping`, a JSON array) of customer $1. */
export const ADDRESS_BOOK_COLUMNS = `
  (select row_to_json(b) from (
     select c.shop_name as address_title, a.address_line1, a.address_line2, a.city, a.state, a.country, a.pincode,
            c.mobile, c.from_time, c.to_time
     from customers c join customer_addresses a on a.customer_id = c.id where c.id = $1) b) as billing,
  (select coalesce(json_agg(s order by s.creation, s.name), '[]'::json) from (
     select name, address_title, address_line1, address_line2, city, state, country, pincode, is_default, creation
     from shipping_addresses where customer_id = $1) s) as shipping`;

export interface AddressBookColumns {
  billing: BillingRow | null;
  shipping: ShippingRow[];
}

/** The book from the columns of ADDRESS_BOOK_COLUMNS; null when the customer is gone. */
export function bookFrom(customerId: string, { billing, shipping }: AddressBookColumns): AddressBook | null {
  if (!billing) return null;
  return {
    billing: {
      name: billingName(customerId),
      address_type: 'Billing',
      ...fieldsOf(billing),
      phone: billing.mobile,
      is_primary_address: true,
      is_shipping_address: false,
    },
    shipping: shipping.map((row) => ({
      name: row.name,
      address_type: 'Shipping',
      ...fieldsOf(row),
      phone: billing.mobile,
      is_primary_address: false,
      is_shipping_address: row.is_default,
    })),
    deliveryWindow: { from: billing.from_time, to: billing.to_time },
  };
}

/** One query. */
export async function addressBook(db: Queryable, customerId: string): Promise<AddressBook | null> {
  const [row] = await db.query<AddressBookColumns>(`select ${ADDRESS_BOOK_COLUMNS}`, [customerId]);
  return row ? bookFrom(customerId, row) : null;
}

/** Every address of the book, billing first. */
export const allAddresses = (book: AddressBook) => [book.billing, ...book.shipping];

/** The address an order goes to: the one chosen for the cart, else the default shipping one, else billing. */
export function shippingAddressOf(book: AddressBook, chosen: string | null): Address {
  const found = chosen ? allAddresses(book).find((address) => address.name === chosen) : undefined;
  return found ?? book.shipping.find((address) => address.is_shipping_address) ?? book.billing;
}

/** Serialises the book's writes per customer (the first address becomes the default exactly once). */
async function lockCustomer(tx: Queryable, customerId: string): Promise<boolean> {
  const rows = await tx.query('select 1 from customers where id = $1 for update', [customerId]);
  return rows.length > 0;
}

/** A new shipping address, the default when asked or when it is the first; null when the customer is gone. */
export function insertShippingAddress(
  db: Database,
  customerId: string,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return null;
    const [existing] = await tx.query<{ n: number }>(
      'select count(*)::int as n from shipping_addresses where customer_id = $1',
      [customerId],
    );
    const isDefault = makeDefault || existing?.n === 0;
    if (isDefault)
      await tx.query('update shipping_addresses set is_default = false where customer_id = $1', [customerId]);
    const name = newShippingName();
    await tx.query(
      `insert into shipping_addresses
         (name, customer_id, address_title, address_line1, address_line2, city, state, country, pincode, is_default)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [name, customerId, ...valuesOf(fields), isDefault],
    );
    return name;
  });
}

/** Updates one of the customer's addresses; false when the customer has no address of that name. */
export function updateAddress(
  db: Database,
  customerId: string,
  name: string,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    if (name === billingName(customerId)) {
      // The profile's record: its title is the shop name.
      await tx.query(
        `update customer_addresses set address_line1 = $2, address_line2 = $3, city = $4, state = $5, country = $6, pincode = $7
         where customer_id = $1`,
        [customerId, ...valuesOf(fields, customerAddressKeys)],
      );
      await tx.query('update customers set shop_name = $2, updated_at = now() where id = $1', [
        customerId,
        fields.address_title,
      ]);
      return true;
    }
    if (makeDefault) {
      await tx.query('update shipping_addresses set is_default = false where customer_id = $1 and name <> $2', [
        customerId,
        name,
      ]);
    }
    const updated = await tx.query(
      `update shipping_addresses set address_title = $3, address_line1 = $4, address_line2 = $5, city = $6, state = $7,
         country = $8, pincode = $9, is_default = is_default or $10
       where customer_id = $1 and name = $2 returning name`,
      [customerId, name, ...valuesOf(fields), makeDefault],
    );
    return updated.length > 0;
  });
}

/** Deletes a shipping address; the oldest remaining one becomes the default when it was. False: no such address. */
export function deleteShippingAddress(db: Database, customerId: string, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    const [deleted] = await tx.query<{ is_default: boolean }>(
      'delete from shipping_addresses where customer_id = $1 and name = $2 returning is_default',
      [customerId, name],
    );
    if (!deleted) return false;
    if (deleted.is_default) {
      await tx.query(
        `update shipping_addresses set is_default = true where name =
           (select name from shipping_addresses where customer_id = $1 order by creation, name limit 1)`,
        [customerId],
      );
    }
    return true;
  });
}
