import type { RemotePage } from '@site/state/routes';

/**
 * The account remote's pages (docs/product.md#route-list), all behind a stored login: published as
 * `routes.json` beside its manifest by its build, read by the host at run time, and run by its dev
 * harness. The cart drawer is no page: the host mounts it (`./CartDrawer`).
 */
export const routes = [
  { path: '/user/profile', page: './src/features/profile/profile-page.tsx', title: 'My Profile', account: true },
  { path: '/user-address', page: './src/features/address/address-page.tsx', title: 'My Addresses', account: true },
  {
    path: '/user/create-address',
    page: './src/features/address/create-address-page.tsx',
    title: 'Add New Address',
    account: true,
  },
  {
    path: '/user/edit-address/:name',
    page: './src/features/address/edit-address-page.tsx',
    title: 'Edit Address',
    account: true,
  },
  { path: '/checkout', page: './src/features/checkout/checkout-page.tsx', title: 'Checkout', account: true },
  { path: '/orders', page: './src/features/orders/orders-page.tsx', title: 'Order History', account: true },
  { path: '/orders/:name', page: './src/features/orders/order-page.tsx', title: 'Order', account: true },
  { path: '/settings', page: './src/features/settings/settings-page.tsx', title: 'Settings', account: true },
] as const satisfies readonly RemotePage[];

/** What the remote exposes besides its pages: the cart drawer the host opens over any page (CART_DRAWER_MODULE). */
export const widgets = { './CartDrawer': './src/features/cart/cart-drawer.tsx' };
