import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearLogin } from '@site/state';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The login store keeps its record in memory too.
  clearLogin();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
