/**
 * Development only: the first module of every browser entry (the host's page, a remote's dev harness
 * and its remoteEntry.js), added by rspack.config.base.ts before React Fast Refresh's own entry.
 *
 * Each app's bundle has its own React Refresh runtime (one per federation container, namespaced by
 * `output.uniqueName`), but a page has one react-dom. A container loaded later than react-dom (every
 * remote on the host's page) finds the renderer only in `__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers`, which
 * the stand-in hook React Refresh creates when DevTools is absent never fills: the remote's edits were
 * compiled and applied but never re-rendered. So this module:
 * - creates the hook, if there is none, with a `renderers` map that `inject` fills (as DevTools' does);
 * - makes the renderer's refresh handler ask every runtime that has set one (most recent first): the
 *   renderer keeps one handler, and without this a host refresh would forget the remote's edited
 *   components (their old type, held by the host, would resolve to nothing and be rendered again).
 */
type Family = unknown;
type RefreshHandler = (type: unknown) => Family | undefined;

interface RendererInternals {
  setRefreshHandler?: (handler: RefreshHandler | null) => void;
}

interface DevtoolsHook {
  renderers: Map<number, RendererInternals>;
  supportsFiber: boolean;
  inject(internals: RendererInternals): number;
  onScheduleFiberRoot?(...args: unknown[]): void;
  onCommitFiberRoot(...args: unknown[]): void;
  onCommitFiberUnmount(...args: unknown[]): void;
  siteRefreshHook?: true;
}

// The page's window: this module runs in the browser, but tools/ is typed for Node, without DOM types.
const page = globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook };

function composeRefreshHandlers(internals: RendererInternals): void {
  const setRefreshHandler = internals.setRefreshHandler;
  if (typeof setRefreshHandler !== 'function') return;
  const handlers: RefreshHandler[] = [];
  const resolveFamily: RefreshHandler = (type) => {
    for (const handler of handlers) {
      const family = handler(type);
      if (family !== undefined) return family;
    }
    return undefined;
  };
  internals.setRefreshHandler = (handler) => {
    if (handler === null) return;
    const index = handlers.indexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
    handlers.unshift(handler);
    setRefreshHandler(resolveFamily);
  };
}

function installHook(): void {
  let hook = page.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) {
    let nextId = 0;
    hook = page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject: () => nextId++,
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
    };
  }
  if (hook.siteRefreshHook) return;
  const devtools = hook;
  const inject = devtools.inject;
  devtools.inject = function (internals) {
    composeRefreshHandlers(internals);
    const id = inject.call(this, internals);
    if (!devtools.renderers.has(id)) devtools.renderers.set(id, internals);
    return id;
  };
  devtools.siteRefreshHook = true;
}

installHook();

export {};
