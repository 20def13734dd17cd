/**
 * The registration entry of the inquiry remote: what it exposes to the host. The keys are exactly the
 * modules the shared route table names for this remote (the build fails otherwise); each module's
 * default export is its page component.
 */
export const exposes = {
  './PartnerPage': './src/features/partner/partner-page.tsx',
  './ContactPage': './src/features/contact/contact-page.tsx',
} as const satisfies Record<string, string>;
