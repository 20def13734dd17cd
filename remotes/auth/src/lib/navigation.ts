import { loginFormSchema } from '@site/contract';
import { safeReturnPath } from '@site/state';

/**
 * What the auth pages hand each other in navigation state: the mobile entered so far and, when an
 * account page sent the visitor to /login, where to return after the code is verified.
 */
export interface AuthNavigationState {
  mobile?: string;
  returnTo?: string;
}

/** The state for the next auth page: the given mobile plus the return path carried so far. */
export function authState(from: unknown, mobile?: string): AuthNavigationState {
  const returnTo = safeReturnPath(from);
  return { ...(mobile ? { mobile } : {}), ...(returnTo ? { returnTo } : {}) };
}

/** The mobile a previous page passed along, if any (to prefill a form). */
export function mobileFromState(state: unknown): string {
  const mobile = (state as AuthNavigationState | null | undefined)?.mobile;
  return typeof mobile === 'string' ? mobile : '';
}

/** /otp-verify needs a valid mobile in its state; anything else means the visitor did not come from login. */
export function verifiableMobile(state: unknown): string | null {
  const mobile = mobileFromState(state);
  return loginFormSchema.safeParse({ mobile }).success ? mobile : null;
}
