import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './SignInPage': () => import('../features/sign-in/sign-in-page'),
  './EnrolPage': () => import('../features/enrol/enrol-page'),
  './OrdersPage': () => import('../features/orders/orders-page'),
  './OrderPage': () => import('../features/orders/order-page'),
  './InquiriesPage': () => import('../features/inquiries/inquiries-page'),
  './RetailersPage': () => import('../features/retailers/retailers-page'),
  './RetailerPage': () => import('../features/retailers/retailer-page'),
  './PacksPage': () => import('../features/catalogue/packs-page'),
  './PackPage': () => import('../features/catalogue/pack-page'),
  './SchemesPage': () => import('../features/catalogue/schemes-page'),
  './GstPage': () => import('../features/catalogue/gst-page'),
  './StaffPage': () => import('../features/staff/staff-page'),
  './AuditPage': () => import('../features/audit/audit-page'),
};
