import { afterEach, vi } from 'vitest';
import { clearLogin, resetCart } from '@site/state';

// jsdom has no object URLs: previews get a recognisable stand-in, and revoking is recorded.
let objectUrls = 0;
URL.createObjectURL = vi.fn((file: Blob) => `blob:preview-${++objectUrls}-${(file as File).name ?? 'blob'}`);
URL.revokeObjectURL = vi.fn();

afterEach(() => {
  // The shared stores keep their state in memory too: every test starts logged out with the sample cart.
  clearLogin();
  resetCart();
  vi.restoreAllMocks();
});
