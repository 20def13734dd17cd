/**
 * The registration entry of the inquiry remote: what it exposes to the host. Every module its
 * routes (`routes.ts`) name is here (the build fails otherwise); each page module's
 * default export is its page component.
 */
export const exposes = {
  './PartnerPage': './src/features/partner/partner-page.tsx',
  './ContactPage': './src/features/contact/contact-page.tsx',
} as const satisfies Record<string, string>;
