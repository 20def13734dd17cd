import { describe, expect, it } from 'vitest';
import { hostSharedSingletons, sharedSingletons } from './shared-singletons';

describe('hostSharedSingletons', () => {
  it('shares every module the remotes share, as the same singletons, at any version', () => {
    const remotes = sharedSingletons();
    const host = hostSharedSingletons();
    expect(Object.keys(host)).toEqual(Object.keys(remotes));
    for (const [request, config] of Object.entries(host)) {
      expect(config).toEqual({ ...remotes[request], requiredVersion: false });
    }
  });
});
