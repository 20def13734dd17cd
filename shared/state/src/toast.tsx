import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';

/**
 * Toasts (docs/product.md#toasts): up to 20 at once; 4 s for default and error, 2 s for success; a loading toast
 * stays until dismissed. The host renders the one `ToastArea`; remotes raise toasts through `notify`, which
 * reaches it because react-toastify is a shared singleton.
 *
 * The library is loaded after the page has hydrated, not with the page: no page shows a toast before
 * the visitor does something, and a toast raised earlier waits in react-toastify's own queue until the
 * area is mounted.
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

function raise(show: (toast: ToastLibrary['toast']) => unknown): void {
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
 * The page's one toast area. It renders nothing on the server nor in the browser's first (hydrating)
 * render, so both agree; once mounted it loads the library and shows what was raised meanwhile.
 */
export function ToastArea() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastContainer {...toastContainerProps} />
    </Suspense>
  ) : null;
}
