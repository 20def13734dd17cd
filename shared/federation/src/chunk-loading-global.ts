/**
 * The global array through which an app's lazily loaded chunks register themselves (rspack's
 * `output.chunkLoadingGlobal`, set from here by rspack.config.base.ts). The host drops a remote's when
 * it swaps that remote for a new release.
 */
export const chunkLoadingGlobal = (app: string): string => `webpackChunksite_${app}`;
