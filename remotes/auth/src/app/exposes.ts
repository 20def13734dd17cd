/**
 * The registration entry of the auth remote: what it exposes to the host. The keys are exactly the
 * modules the shared route table names for this remote (the build fails otherwise); each module's
 * default export is its page component.
 */
export const exposes = {
  './LoginPage': './src/features/login/LoginPage.tsx',
  './OtpVerifyPage': './src/features/otp-verify/OtpVerifyPage.tsx',
  './SignUpPage': './src/features/sign-up/SignUpPage.tsx',
} as const satisfies Record<string, string>;
