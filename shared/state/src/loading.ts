import { createStore, useStore } from './lib/store';

/**
 * The shared loading flag (docs/product.md#loading-overlay): the host shows a full-screen spinner while it is on. It counts
 * overlapping tasks so one finishing does not hide the spinner of another still running.
 */
const pendingTasks = createStore(0);

export function setLoading(on: boolean): void {
  pendingTasks.set((count) => (on ? count + 1 : Math.max(0, count - 1)));
}

/** Runs `task` with the loading flag on, whatever its outcome. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  setLoading(true);
  try {
    return await task();
  } finally {
    setLoading(false);
  }
}

export function useIsLoading(): boolean {
  return useStore(pendingTasks) > 0;
}

export function isLoading(): boolean {
  return pendingTasks.get() > 0;
}
