import { afterEach, vi } from 'vitest';
import { clearLogin } from '@site/state';

// jsdom has no layout: scrolling is recorded, not performed.
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  // The login store keeps its record in memory too; account routes must start logged out.
  clearLogin();
});
