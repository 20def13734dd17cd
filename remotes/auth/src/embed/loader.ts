/**
 * `sign-up-embed.js`: the one script an embedding page (the ERP desk, any origin) adds. It defines
 * `window.SuvasaSignUp.mount(element, options) → unmount` at once and loads the widget on the first
 * call, through this build's own federation runtime and share scope: React and the rest come from
 * the auth remote's origin, never from (nor into) the page. See docs/decisions/0007-embeddable-sign-up.md.
 *
 * Nothing here imports a shared module synchronously: they are negotiated behind the `import()`.
 */
import { checkMountArguments } from '../features/sign-up-widget/mount-options';
import type { SignUpWidgetOptions } from '../features/sign-up-widget/sign-up-widget';
import { WIDGET_LOAD_FAILED } from './load-failure';

export interface SuvasaSignUpApi {
  /** Renders the sign-up into `element`; returns `unmount`, which also cancels a mount still loading. */
  mount(element: HTMLElement, options: SignUpWidgetOptions & { onError?: (error: unknown) => void }): () => void;
  /** Fetches the widget's code ahead of the first mount (e.g. when the page is idle); rejects if it cannot. */
  preload(): Promise<void>;
}

declare global {
  interface Window {
    SuvasaSignUp?: SuvasaSignUpApi;
  }
}

const loadWidget = () => import('../features/sign-up-widget/bridge');

/** Shown in the element when the widget's code cannot be fetched, so the page does not stay blank. */
function showLoadFailure(element: HTMLElement): HTMLElement {
  const notice = element.ownerDocument.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.textContent = WIDGET_LOAD_FAILED;
  element.append(notice);
  return notice;
}

export const SuvasaSignUp: SuvasaSignUpApi = {
  preload: () => loadWidget().then(() => undefined),
  mount(element, options) {
    checkMountArguments(element, options);
    let unmount: (() => void) | null = null;
    let failureNotice: HTMLElement | null = null;
    let cancelled = false;
    loadWidget().then(
      (widget) => {
        if (cancelled) return;
        try {
          unmount = widget.mount(element, options);
        } catch (error) {
          // Mounting twice into one element: the page's mistake, said where its developer looks.
          console.error(error);
          options.onError?.(error);
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('SuvasaSignUp: the sign-up could not be loaded', error);
        failureNotice = showLoadFailure(element);
        options.onError?.(error);
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
      unmount = null;
      failureNotice?.remove();
    };
  },
};

window.SuvasaSignUp = SuvasaSignUp;
