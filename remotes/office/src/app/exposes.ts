/**
 * The registration entry of the office remote: what it exposes to the host. Every module its routes
 * (`routes.ts`) name is here (the build fails otherwise); each page module's default export is its page
 * component.
 */
export const exposes = {
  './SignInPage': './src/features/sign-in/sign-in-page.tsx',
  './EnrolPage': './src/features/enrol/enrol-page.tsx',
  './OrdersPage': './src/features/orders/orders-page.tsx',
  './OrderPage': './src/features/orders/order-page.tsx',
  './InquiriesPage': './src/features/inquiries/inquiries-page.tsx',
  './RetailersPage': './src/features/retailers/retailers-page.tsx',
  './RetailerPage': './src/features/retailers/retailer-page.tsx',
  './PacksPage': './src/features/catalogue/packs-page.tsx',
  './PackPage': './src/features/catalogue/pack-page.tsx',
  './SchemesPage': './src/features/catalogue/schemes-page.tsx',
  './GstPage': './src/features/catalogue/gst-page.tsx',
  './StaffPage': './src/features/staff/staff-page.tsx',
  './AuditPage': './src/features/audit/audit-page.tsx',
} as const satisfies Record<string, string>;
