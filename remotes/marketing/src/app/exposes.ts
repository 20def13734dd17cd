/**
 * The registration entry of the marketing remote: what it exposes to the host. Every module its
 * routes (`routes.ts`) name is here (the build fails otherwise); each page module's
 * default export is its page component.
 */
export const exposes = {
  './HomePage': './src/features/home/home-page.tsx',
  './AboutPage': './src/features/about/about-page.tsx',
  './PrivacyPolicyPage': './src/features/policies/privacy-policy-page.tsx',
  './TermsPage': './src/features/policies/terms-page.tsx',
  './AppPolicyPage': './src/features/policies/app-policy-page.tsx',
  './FaqPage': './src/features/faq/faq-page.tsx',
  './ProductPage': './src/features/product/product-page.tsx',
  './ProductsPage': './src/features/products/products-page.tsx',
} as const satisfies Record<string, string>;
