/**
 * The registration entry of the auth remote: what it exposes to the host. Every module its
 * routes (`routes.ts`) name is here (the build fails otherwise); each page module's default export is its page component. `./SignUpWidget` is the sign-up for other teams'
 * pages (EMBEDDABLE_SIGN_UP_MODULE): a federation bridge provider plus a framework-neutral `mount`.
 */
export const exposes = {
  './LoginPage': './src/features/login/login-page.tsx',
  './OtpVerifyPage': './src/features/otp-verify/otp-verify-page.tsx',
  './SignUpPage': './src/features/sign-up/sign-up-page.tsx',
  './SignUpWidget': './src/features/sign-up-widget/bridge.ts',
} as const satisfies Record<string, string>;
