/**
 * Production hardening (docs/product.md#production-hardening), applied unless debug is on: no context menu, no developer-tool
 * shortcuts, a silent console and an inert React devtools hook. Each function returns an undo
 * (tests, and an embedding page that unmounts us). Applying it twice is harmless: the host applies
 * it early when the server's HTML says so, and bootstrap applies it again once remotes.json is in.
 */
const isBlockedShortcut = (event: KeyboardEvent) =>
  event.key === 'F12' ||
  (event.ctrlKey && event.shiftKey && ['I', 'J', 'i', 'j'].includes(event.key)) ||
  (event.ctrlKey && !event.shiftKey && (event.key === 'u' || event.key === 'U'));

/** react-dom registers with this global when its module is evaluated (what the devtools extension reads). */
const DEVTOOLS_HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

const doNothing = () => undefined;

export function applyProductionHardening(debug: boolean, target: Window & typeof globalThis = window): () => void {
  if (debug) return doNothing;

  const blockMenu = (event: MouseEvent) => event.preventDefault();
  const blockKeys = (event: KeyboardEvent) => {
    if (isBlockedShortcut(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', blockMenu);
  target.addEventListener('keydown', blockKeys);
  const restoreConsole = silenceConsole(target.console);
  const restoreHook = disableDevtoolsHook(target);

  return () => {
    target.removeEventListener('contextmenu', blockMenu);
    target.removeEventListener('keydown', blockKeys);
    restoreConsole();
    restoreHook();
  };
}

/**
 * The hardening at the very start of the host's first script, before react-dom is evaluated (it
 * registers with the devtools hook as it loads, before bootstrap could replace the hook). Only when
 * the server-rendered page says so with `<html data-debug="false">`; without the attribute (the
 * dev servers' pages) it does nothing and bootstrap's call after remotes.json decides.
 */
export function applyEarlyHardening(root: HTMLElement, target: Window & typeof globalThis = window): () => void {
  return root.dataset.debug === 'false' ? applyProductionHardening(false, target) : doNothing;
}

/** Every method, own or inherited (group, count, time, table, profile… as well as log and error). */
function silenceConsole(console: Console): () => void {
  const names = new Set<string>();
  for (
    let holder: object | null = console;
    holder && holder !== Object.prototype;
    holder = Object.getPrototypeOf(holder)
  ) {
    for (const name of Object.getOwnPropertyNames(holder)) {
      if (name !== 'constructor' && typeof Reflect.get(console, name) === 'function') names.add(name);
    }
  }
  const restores = [...names].map((name) => override(console, name, doNothing));
  return () => restores.forEach((restore) => restore());
}

/**
 * Leaves react-dom nothing to register with. Our own inert hook where the global can be replaced;
 * a devtools extension defines it first and may make it unreplaceable (a getter, non-configurable),
 * and then its hook object is disarmed in place.
 */
function disableDevtoolsHook(target: Window & typeof globalThis): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(target, DEVTOOLS_HOOK);
  if (!descriptor || descriptor.configurable) {
    Object.defineProperty(target, DEVTOOLS_HOOK, { value: inertDevtoolsHook(), writable: true, configurable: true });
    return () => {
      if (descriptor) Object.defineProperty(target, DEVTOOLS_HOOK, descriptor);
      else Reflect.deleteProperty(target, DEVTOOLS_HOOK);
    };
  }
  if (descriptor.writable) return override(target, DEVTOOLS_HOOK, inertDevtoolsHook());

  const hook: unknown = Reflect.get(target, DEVTOOLS_HOOK);
  if (typeof hook !== 'object' || hook === null) return doNothing;
  const members = Object.getOwnPropertyNames(hook).filter(
    (name) =>
      (name === 'inject' || name === 'checkDCE' || name.startsWith('on')) &&
      typeof Reflect.get(hook, name) === 'function',
  );
  const restores = [
    // react-dom skips a disabled hook; the no-op members cover a renderer that does not look.
    override(hook, 'isDisabled', true),
    ...members.map((name) => override(hook, name, name === 'inject' ? () => 0 : doNothing)),
  ];
  return () => restores.forEach((restore) => restore());
}

function inertDevtoolsHook() {
  return {
    isDisabled: true,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 0,
    checkDCE: doNothing,
    onCommitFiberRoot: doNothing,
    onCommitFiberUnmount: doNothing,
    onPostCommitFiberRoot: doNothing,
    onScheduleFiberRoot: doNothing,
  };
}

/** Sets `object[key]` and returns how to put back what was there: its own property, or none. */
function override(object: object, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(object, key);
  // A frozen or getter-only member cannot be changed: nothing to undo then.
  if (!Reflect.set(object, key, value)) return doNothing;
  return () => {
    if (own) Object.defineProperty(object, key, own);
    else Reflect.deleteProperty(object, key);
  };
}
