/**
 * The registration entry of the account remote: what it exposes to the host. Every module its
 * routes (`routes.ts`) name is here (the build fails otherwise); each page module's
 * default export is its page component.
 */
export const exposes = {
  './ProfilePage': './src/features/profile/profile-page.tsx',
  './AddressPage': './src/features/address/address-page.tsx',
  './CreateAddressPage': './src/features/address/create-address-page.tsx',
  './EditAddressPage': './src/features/address/edit-address-page.tsx',
  './CheckoutPage': './src/features/checkout/checkout-page.tsx',
  './OrdersPage': './src/features/orders/orders-page.tsx',
  './OrderPage': './src/features/orders/order-page.tsx',
  './SettingsPage': './src/features/settings/settings-page.tsx',
  './CartDrawer': './src/features/cart/cart-drawer.tsx',
} as const satisfies Record<string, string>;
