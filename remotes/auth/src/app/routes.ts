import { site } from '@site/contract';
import type { RemotePage } from '@site/state/routes';

/**
 * The auth remote's pages (docs/product.md#route-list): published as `routes.json` beside its manifest
 * by its build, read by the host at run time, and run by its dev harness. The sign-up other sites
 * embed is no page: it is exposed apart (`./SignUpWidget`).
 */
export const routes = [
  {
    path: '/login',
    page: './src/features/login/login-page.tsx',
    title: 'Login',
    description: `Retailers log in to their ${site.brandName} account with their mobile number and a one-time code.`,
  },
  {
    path: '/otp-verify',
    page: './src/features/otp-verify/otp-verify-page.tsx',
    title: 'Verify OTP',
    description: `Enter the 4-digit one-time code sent to your mobile number to log in to your ${site.brandName} retailer account.`,
  },
  {
    path: '/sign-up',
    page: './src/features/sign-up/sign-up-page.tsx',
    title: 'Retailer Sign Up',
    description: `Register your shop as a ${site.brandName} retailer in three steps: your details, your shop's location and its opening and delivery hours.`,
  },
] as const satisfies readonly RemotePage[];

/**
 * What the remote exposes besides its pages: the sign-up for other teams' pages (EMBEDDABLE_SIGN_UP_MODULE),
 * a federation bridge provider plus a framework-neutral `mount`.
 */
export const widgets = { './SignUpWidget': './src/features/sign-up-widget/bridge.ts' };
