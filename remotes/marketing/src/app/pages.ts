import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './HomePage': () => import('../features/home/home-page'),
  './AboutPage': () => import('../features/about/about-page'),
  './PrivacyPolicyPage': () => import('../features/policies/privacy-policy-page'),
  './TermsPage': () => import('../features/policies/terms-page'),
  './AppPolicyPage': () => import('../features/policies/app-policy-page'),
  './FaqPage': () => import('../features/faq/faq-page'),
  './ProductPage': () => import('../features/product/product-page'),
  './ProductsPage': () => import('../features/products/products-page'),
};
