import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
});
