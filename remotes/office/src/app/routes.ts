import type { RemoteRoute } from '@site/state/routes';

/**
 * The office's pages, for the company's staff: private (never crawled, listed or indexed, and rendered on
 * the server as the shell only, as nothing of a staff session is rendered there). Published as
 * `routes.json` beside the manifest by the build, read by the host at run time, and run by the dev harness.
 */
export const routes = [
  { path: '/office', module: './SignInPage', title: 'Office Sign In', private: true },
  { path: '/office/enrol/:token', module: './EnrolPage', title: 'Office Enrolment', private: true },
  { path: '/office/orders', module: './OrdersPage', title: 'Office Orders', private: true },
  { path: '/office/orders/:name', module: './OrderPage', title: 'Office Order', private: true },
  { path: '/office/inquiries', module: './InquiriesPage', title: 'Office Inquiries', private: true },
  { path: '/office/retailers', module: './RetailersPage', title: 'Office Retailers', private: true },
  { path: '/office/retailers/:id', module: './RetailerPage', title: 'Office Retailer', private: true },
  { path: '/office/catalogue', module: './PacksPage', title: 'Office Catalogue', private: true },
  { path: '/office/catalogue/:itemCode', module: './PackPage', title: 'Office Pack', private: true },
  { path: '/office/schemes', module: './SchemesPage', title: 'Office Schemes', private: true },
  { path: '/office/gst', module: './GstPage', title: 'Office GST Rate', private: true },
  { path: '/office/staff', module: './StaffPage', title: 'Office Staff', private: true },
  { path: '/office/audit', module: './AuditPage', title: 'Office Audit Log', private: true },
] as const satisfies readonly RemoteRoute[];
