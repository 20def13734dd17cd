import { afterEach, vi } from 'vitest';
import { clearLogin } from '@site/state';

afterEach(() => {
  // The login store keeps its record in memory too.
  clearLogin();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
