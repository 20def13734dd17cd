/**
 * Setup of every component test project (its vitest.config.ts `setupFiles`): Testing Library's
 * matchers and cleanup, and the client's `request` wrapped in a spy that calls the real one, so a test can
 * read which methods a page called with which options (`apiRequests`) while `fakeApi` answers underneath.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { apiClient, request } from '@site/state/api';

// By its package name, as everything that calls the API imports it (`@site/state/query`'s reference
// lists too), so every call is seen.
vi.mock('@site/state/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@site/state/api')>();
  return { ...actual, request: vi.fn(actual.request) };
});

// `findBy…` and `waitFor` wait up to 5 s instead of 1: the first render of a file loads its page's
// modules, which takes seconds on the shared two-core machines. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // Each test fakes the API afresh: no replies or recorded calls of the last one.
  if (vi.isMockFunction(apiClient.request)) vi.mocked(apiClient.request).mockRestore();
  vi.mocked(request).mockReset();
});
