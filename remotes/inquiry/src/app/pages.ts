import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './PartnerPage': () => import('../features/partner/partner-page'),
  './ContactPage': () => import('../features/contact/contact-page'),
};
