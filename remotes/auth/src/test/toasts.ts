import { notify } from '@site/state';
import { beforeEach, type MockInstance, vi } from 'vitest';

/** Spies on the success and error toasts, fresh for each test (setup.ts restores them after it). */
export function spyOnToasts() {
  const toast = {} as { success: MockInstance<typeof notify.success>; error: MockInstance<typeof notify.error> };
  beforeEach(() => {
    toast.success = vi.spyOn(notify, 'success');
    toast.error = vi.spyOn(notify, 'error');
  });
  return toast;
}
