import { toast, ToastContainer, type ToastContainerProps, type ToastOptions } from 'react-toastify';

/**
 * Toasts (docs/product.md#toasts): up to 20 at once; 4 s for default and error, 2 s for success; a loading toast
 * stays until dismissed. The host renders the one `ToastArea`; remotes raise toasts through `notify`, which
 * reaches it because react-toastify is a shared singleton.
 *
 * It loads with the page: loaded later through federation (a dynamic import), the shared copy is chosen
 * by fetching every remote's entry to compare versions, which costs the home page more than the library.
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

export const notify = {
  info: (text: string, options?: ToastOptions) => void toast(text, { autoClose: TOAST_DEFAULT_MS, ...options }),
  success: (text: string, options?: ToastOptions) =>
    void toast.success(text, { autoClose: TOAST_SUCCESS_MS, ...options }),
  error: (text: string, options?: ToastOptions) => void toast.error(text, { autoClose: TOAST_DEFAULT_MS, ...options }),
  /** Stays until dismissed. */
  loading: (text: string, options?: ToastOptions) => void toast.loading(text, { autoClose: false, ...options }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

/** The page's one toast area. */
export function ToastArea() {
  return <ToastContainer {...toastContainerProps} />;
}
