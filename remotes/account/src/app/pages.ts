import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './ProfilePage': () => import('../features/profile/profile-page'),
  './AddressPage': () => import('../features/address/address-page'),
  './CreateAddressPage': () => import('../features/address/create-address-page'),
  './EditAddressPage': () => import('../features/address/edit-address-page'),
  './CheckoutPage': () => import('../features/checkout/checkout-page'),
  './OrdersPage': () => import('../features/orders/orders-page'),
  './OrderPage': () => import('../features/orders/order-page'),
  './SettingsPage': () => import('../features/settings/settings-page'),
  './CartDrawer': () => import('../features/cart/cart-drawer'),
};
