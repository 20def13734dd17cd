/** Address entry (docs/product.md#display-only-records): display only. */
export interface AddressEntry {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/**
 * The shipping card's sample data, as the seed draws it (docs/product.md#address-list: hard-coded sample data).
 * There is no shipping-address call on the server yet, so it is labelled as a sample on screen.
 */
export const SAMPLE_SHIPPING_ADDRESS: AddressEntry = {
  name: 'Anil Sharma',
  address: 'Shop 4, Station Road, Near the Bus Stand, Pune, Maharashtra 411001, India',
  email: 'anil.sharma@example.com',
  phone: '+91 98765 43210',
};
