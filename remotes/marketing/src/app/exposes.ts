/**
 * The registration entry of the marketing remote: what it exposes to the host. The keys are exactly the
 * modules the shared route table names for this remote (the build fails otherwise); each module's
 * default export is its page component.
 */
export const exposes = {
  './HomePage': './src/features/home/HomePage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './PrivacyPolicyPage': './src/features/policies/PrivacyPolicyPage.tsx',
  './TermsPage': './src/features/policies/TermsPage.tsx',
  './AppPolicyPage': './src/features/policies/AppPolicyPage.tsx',
  './FaqPage': './src/features/faq/FaqPage.tsx',
  './ProductPage': './src/features/product/ProductPage.tsx',
} as const satisfies Record<string, string>;
