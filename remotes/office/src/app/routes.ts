import type { RemotePage } from '@site/state/routes';

/**
 * The office's pages, for the company's staff: private (never crawled, listed or indexed, and rendered on
 * the server as the shell only, as nothing of a staff session is rendered there). Published as
 * `routes.json` beside the manifest by the build, read by the host at run time, and run by the dev harness.
 */
export const routes = [
  { path: '/office', page: './src/features/sign-in/sign-in-page.tsx', title: 'Office Sign In', private: true },
  {
    path: '/office/enrol/:token',
    page: './src/features/enrol/enrol-page.tsx',
    title: 'Office Enrolment',
    private: true,
  },
  { path: '/office/orders', page: './src/features/orders/orders-page.tsx', title: 'Office Orders', private: true },
  { path: '/office/orders/:name', page: './src/features/orders/order-page.tsx', title: 'Office Order', private: true },
  {
    path: '/office/inquiries',
    page: './src/features/inquiries/inquiries-page.tsx',
    title: 'Office Inquiries',
    private: true,
  },
  {
    path: '/office/retailers',
    page: './src/features/retailers/retailers-page.tsx',
    title: 'Office Retailers',
    private: true,
  },
  {
    path: '/office/retailers/new',
    page: './src/features/retailers/register-retailer-page.tsx',
    title: 'Office Register Retailer',
    private: true,
  },
  {
    path: '/office/retailers/:id',
    page: './src/features/retailers/retailer-page.tsx',
    title: 'Office Retailer',
    private: true,
  },
  {
    path: '/office/catalogue',
    page: './src/features/catalogue/packs-page.tsx',
    title: 'Office Catalogue',
    private: true,
  },
  {
    path: '/office/catalogue/:itemCode',
    page: './src/features/catalogue/pack-page.tsx',
    title: 'Office Pack',
    private: true,
  },
  {
    path: '/office/schemes',
    page: './src/features/catalogue/schemes-page.tsx',
    title: 'Office Schemes',
    private: true,
  },
  { path: '/office/gst', page: './src/features/catalogue/gst-page.tsx', title: 'Office GST Rate', private: true },
  { path: '/office/staff', page: './src/features/staff/staff-page.tsx', title: 'Office Staff', private: true },
  { path: '/office/audit', page: './src/features/audit/audit-page.tsx', title: 'Office Audit Log', private: true },
] as const satisfies readonly RemotePage[];
