/**
 * The registration entry of the account remote: what it exposes to the host. The keys are exactly the
 * modules the shared route table names for this remote (the build fails otherwise); each module's
 * default export is its page component.
 */
export const exposes = {
  './ProfilePage': './src/features/profile/ProfilePage.tsx',
  './AddressPage': './src/features/address/AddressPage.tsx',
  './CreateAddressPage': './src/features/address/CreateAddressPage.tsx',
  './CartDrawer': './src/features/cart/CartDrawer.tsx',
} as const satisfies Record<string, string>;
