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
// One module for the whole worker: test files share loaded modules (no isolation between them), and a
// module made afresh for each file would leave the modules loaded earlier calling an older spy.
vi.mock('@site/state/api', async (importOriginal) => {
  const shared = globalThis as { spiedApiModule?: object };
  if (!shared.spiedApiModule) {
    const actual = await importOriginal<typeof import('@site/state/api')>();
    shared.spiedApiModule = { ...actual, request: vi.fn(actual.request) };
  }
  return shared.spiedApiModule;
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
  // Each test a new browser: the files of a worker share one document.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
