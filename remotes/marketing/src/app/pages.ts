import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './HomePage': () => import('../features/home/HomePage'),
  './AboutPage': () => import('../features/about/AboutPage'),
  './PrivacyPolicyPage': () => import('../features/policies/PrivacyPolicyPage'),
  './TermsPage': () => import('../features/policies/TermsPage'),
  './AppPolicyPage': () => import('../features/policies/AppPolicyPage'),
  './FaqPage': () => import('../features/faq/FaqPage'),
  './ProductPage': () => import('../features/product/ProductPage'),
};
