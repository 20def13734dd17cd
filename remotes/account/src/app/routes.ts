import type { RemoteRoute } from '@site/state/routes';

/**
 * The account remote's pages (docs/product.md#route-list), all behind a stored login: published as
 * `routes.json` beside its manifest by its build, read by the host at run time, and run by its dev
 * harness. The cart drawer is no page: the host mounts it (`./CartDrawer`).
 */
export const routes = [
  { path: '/user/profile', module: './ProfilePage', title: 'My Profile', account: true },
  { path: '/user-address', module: './AddressPage', title: 'My Addresses', account: true },
  { path: '/user/create-address', module: './CreateAddressPage', title: 'Add New Address', account: true },
  { path: '/user/edit-address/:name', module: './EditAddressPage', title: 'Edit Address', account: true },
  { path: '/checkout', module: './CheckoutPage', title: 'Checkout', account: true },
  { path: '/orders', module: './OrdersPage', title: 'Order History', account: true },
  { path: '/orders/:name', module: './OrderPage', title: 'Order', account: true },
  { path: '/settings', module: './SettingsPage', title: 'Settings', account: true },
] as const satisfies readonly RemoteRoute[];
