/**
 * Production hardening of spec §9, applied unless debug is on: no context menu, no developer-tool
 * shortcuts, a silent console and an inert React devtools hook. Returns an undo function (tests,
 * and an embedding page that unmounts us).
 */
const BLOCKED_SHORTCUTS = (event: KeyboardEvent) =>
  event.key === 'F12' ||
  (event.ctrlKey && event.shiftKey && ['I', 'J', 'i', 'j'].includes(event.key)) ||
  (event.ctrlKey && !event.shiftKey && (event.key === 'u' || event.key === 'U'));

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'table', 'dir'] as const;

export function applyProductionHardening(debug: boolean, target: Window & typeof globalThis = window): () => void {
  if (debug) return () => undefined;

  const blockMenu = (event: MouseEvent) => event.preventDefault();
  const blockKeys = (event: KeyboardEvent) => {
    if (BLOCKED_SHORTCUTS(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', blockMenu);
  target.addEventListener('keydown', blockKeys);

  const console = target.console;
  const saved = CONSOLE_METHODS.map((method) => [method, console[method]] as const);
  for (const method of CONSOLE_METHODS) console[method] = () => undefined;

  const hookHolder = target as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  const savedHook = hookHolder.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  hookHolder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {};

  return () => {
    target.removeEventListener('contextmenu', blockMenu);
    target.removeEventListener('keydown', blockKeys);
    for (const [method, original] of saved) console[method] = original as never;
    hookHolder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = savedHook;
  };
}
