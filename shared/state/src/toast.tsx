import { lazy, Suspense, useMemo } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { createStore, useStore } from './lib/store';
import { useSharedText } from './words';

/**
 * Toasts (docs/product.md#toasts): up to 20 at once; 4 s for default and error, 2 s for success; a loading toast
 * stays until dismissed. The host renders the one `ToastArea`; remotes raise toasts through `notify`. Both
 * are this package's, a federation singleton, so they reach one copy of react-toastify: the copy bundled
 * beside it, not a shared module of its own.
 *
 * The library is loaded by the page's first toast, not with the page: most pages never show one (a toast
 * answers something the visitor did), and the first waits in react-toastify's queue until the area has
 * mounted. (Shared through federation and loaded late, it had made the runtime fetch every remote's
 * entry to compare versions; bundled here, it is a plain chunk of whichever build provides this package.)
 */
export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;

export const toastContainerProps: ToastContainerProps = {
  limit: TOAST_LIMIT,
  autoClose: TOAST_DEFAULT_MS,
  position: 'top-right',
  newestOnTop: true,
  closeOnClick: true,
  pauseOnFocusLoss: true,
};

type ToastLibrary = typeof import('react-toastify');

let library: Promise<ToastLibrary> | undefined;
// One promise, so toasts raised one after another show in that order.
const toastLibrary = () => (library ??= import('react-toastify'));

/** Whether the page has raised a toast, so its area is needed (never on the server). */
const areaNeeded = createStore(false);

function raise(show: (toast: ToastLibrary['toast']) => unknown): void {
  areaNeeded.set(true);
  void toastLibrary().then(({ toast }) => show(toast));
}

/**
 * A toast's text as shown, inside the page's words: one of the contract's messages (its feedback, an API
 * client's "API request failed") is said in the page's language; any other is shown as the caller wrote it.
 */
function ToastText({ text }: { text: string }) {
  return useSharedText()(text);
}

const shown = (text: string) => <ToastText text={text} />;

export const notify = {
  info: (text: string, options?: ToastOptions) =>
    raise((toast) => toast(shown(text), { autoClose: TOAST_DEFAULT_MS, ...options })),
  success: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.success(shown(text), { autoClose: TOAST_SUCCESS_MS, ...options })),
  error: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.error(shown(text), { autoClose: TOAST_DEFAULT_MS, ...options })),
  /** Stays until dismissed. */
  loading: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.loading(shown(text), { autoClose: false, ...options })),
  dismiss: (id?: string | number) => raise((toast) => toast.dismiss(id)),
};

/** What the toast area's controls are called, in the page's language (react-toastify's own words otherwise). */
export interface ToastAreaLabels {
  /** The region of the toasts, with its key to reach them (react-toastify's "Notifications Alt+T"). */
  region: string;
  /** Each toast's close button. */
  close: string;
}

type CloseButtonProps = Parameters<Extract<ToastContainerProps['closeButton'], (...args: never[]) => unknown>>[0];

/** react-toastify's own close button (its classes and glyph), named in the page's words: the library does not export it. */
function closeButtonNamed(label: string) {
  return function CloseButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

const ToastContainer = lazy(() =>
  toastLibrary().then(({ ToastContainer }) => ({
    default: function LabelledToastContainer({ labels }: { labels: ToastAreaLabels | undefined }) {
      const close = labels?.close;
      // One component per name, so a render of the area does not remount every toast's button.
      const closeButton = useMemo(() => (close === undefined ? undefined : closeButtonNamed(close)), [close]);
      return (
        <ToastContainer
          {...toastContainerProps}
          {...(labels && closeButton ? { 'aria-label': labels.region, closeButton } : {})}
        />
      );
    },
  })),
);

/**
 * The page's one toast area. It renders nothing until the page's first toast (nothing on the server, nor
 * in the browser's hydrating render, so both agree), then react-toastify's container, which shows it.
 * Whoever renders it (the host, the embedded sign-up) names its controls in its own words.
 */
export function ToastArea({ labels }: { labels?: ToastAreaLabels }) {
  return useStore(areaNeeded) ? (
    <Suspense fallback={null}>
      <ToastContainer labels={labels} />
    </Suspense>
  ) : null;
}
