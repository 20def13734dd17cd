import type { Page } from 'playwright-core';

export interface SharedCopy {
  scope: string;
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

/** Every copy of `packages` the federation runtime registered on this page, across all share scopes. */
export function sharedCopies(page: Page, packages: readonly string[]): Promise<SharedCopy[]> {
  return page.evaluate((names) => {
    type Entry = { from?: string; loaded?: boolean };
    const federation = (
      globalThis as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const copies: SharedCopy[] = [];
    for (const [scope, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
      for (const shareScope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, entry] of Object.entries(shareScope[name] ?? {})) {
            copies.push({ scope, name, version, from: entry.from ?? '?', loaded: Boolean(entry.loaded) });
          }
        }
      }
    }
    return copies;
  }, packages);
}
