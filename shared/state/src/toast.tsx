import { lazy, Suspense } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { createStore, useStore } from './lib/store';

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

export const notify = {
  info: (text: string, options?: ToastOptions) =>
    raise((toast) => toast(text, { autoClose: TOAST_DEFAULT_MS, ...options })),
  success: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.success(text, { autoClose: TOAST_SUCCESS_MS, ...options })),
  error: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.error(text, { autoClose: TOAST_DEFAULT_MS, ...options })),
  /** Stays until dismissed. */
  loading: (text: string, options?: ToastOptions) =>
    raise((toast) => toast.loading(text, { autoClose: false, ...options })),
  dismiss: (id?: string | number) => raise((toast) => toast.dismiss(id)),
};

const ToastContainer = lazy(() => toastLibrary().then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * The page's one toast area. It renders nothing until the page's first toast (nothing on the server, nor
 * in the browser's hydrating render, so both agree), then react-toastify's container, which shows it.
 */
export function ToastArea() {
  return useStore(areaNeeded) ? (
    <Suspense fallback={null}>
      <ToastContainer {...toastContainerProps} />
    </Suspense>
  ) : null;
}
