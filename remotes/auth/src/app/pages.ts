import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './LoginPage': () => import('../features/login/login-page'),
  './OtpVerifyPage': () => import('../features/otp-verify/otp-verify-page'),
  './SignUpPage': () => import('../features/sign-up/sign-up-page'),
  // Not a page: the harness shows it below every page, mounted the way an embedding page mounts it.
  './SignUpWidget': () => import('../features/sign-up-widget/sign-up-widget-preview'),
};
