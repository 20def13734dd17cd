/**
 * The checks of `mount`'s arguments, with no import that needs the shared modules: the loader
 * script runs them synchronously, so a page's mistake throws at its own call.
 */
import type { SignUpWidgetOptions } from './sign-up-widget';

/** Thrown for a call the widget cannot honour, with what to change. */
export class SignUpMountError extends Error {
  override name = 'SignUpMountError';
}

/** Checks what a page passed at run time: plain JavaScript callers have no type checker. */
export function checkMountArguments(element: unknown, options: unknown): asserts options is SignUpWidgetOptions {
  if (!(element instanceof HTMLElement))
    throw new SignUpMountError('SuvasaSignUp.mount needs an element to render into, e.g. a <div>');
  if (!options || typeof options !== 'object')
    throw new SignUpMountError('SuvasaSignUp.mount needs an options object with apiBase');
  const { apiBase, onComplete, onCancel } = options as Record<string, unknown>;
  if (typeof apiBase !== 'string' || !/^https?:\/\//.test(apiBase)) {
    throw new SignUpMountError(
      'SuvasaSignUp.mount: options.apiBase must be the API’s absolute URL, e.g. https://api.example.com/api/method',
    );
  }
  for (const [name, value] of [
    ['onComplete', onComplete],
    ['onCancel', onCancel],
  ] as const) {
    if (value !== undefined && typeof value !== 'function')
      throw new SignUpMountError(`SuvasaSignUp.mount: options.${name} must be a function`);
  }
}
