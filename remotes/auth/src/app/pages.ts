import type { PageModules } from '@site/dev-harness';

/** The same modules as `exposes.ts`, imported directly for the dev harness and the tests. */
export const pageModules: PageModules = {
  './LoginPage': () => import('../features/login/LoginPage'),
  './OtpVerifyPage': () => import('../features/otp-verify/OtpVerifyPage'),
  './SignUpPage': () => import('../features/sign-up/SignUpPage'),
  // Not a page: the harness shows it below every page, mounted the way an embedding page mounts it.
  './SignUpWidget': () => import('../features/sign-up-widget/SignUpWidgetPreview'),
};
