import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './ProfilePage': () => import('../features/profile/ProfilePage'),
  './AddressPage': () => import('../features/address/AddressPage'),
  './CreateAddressPage': () => import('../features/address/CreateAddressPage'),
  './CartDrawer': () => import('../features/cart/CartDrawer'),
};
