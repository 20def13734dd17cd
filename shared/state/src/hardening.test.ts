import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEarlyHardening, applyProductionHardening } from './hardening';

type Target = Window & typeof globalThis;
const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

/** A window of our own: its events, console and globals, so a test never touches the runner's. */
function fakeWindow(console: object = {}): Target & Record<string, unknown> {
  return Object.assign(new EventTarget(), { console }) as unknown as Target & Record<string, unknown>;
}

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { ...init, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

const openMenu = (target: EventTarget) => {
  const event = new MouseEvent('contextmenu', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

/** What react-dom does as its module is evaluated: register unless the hook is disabled. */
function registerLikeReactDom(target: Target): boolean {
  const hook = Reflect.get(target, HOOK) as
    { isDisabled?: boolean; supportsFiber?: boolean; inject(renderer: object): number } | undefined;
  if (!hook || hook.isDisabled || !hook.supportsFiber) return false;
  hook.inject({ rendererPackageName: 'react-dom' });
  return true;
}

/** A stand-in for the devtools extension's hook, recording the renderers that register. */
function extensionHook() {
  return {
    supportsFiber: true,
    renderers: new Map<number, object>(),
    inject: vi.fn(function (this: { renderers: Map<number, object> }, renderer: object) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    }),
    checkDCE: vi.fn(),
    onCommitFiberRoot: vi.fn(),
    onCommitFiberUnmount: vi.fn(),
  };
}

describe('production hardening (docs/product.md#production-hardening)', () => {
  it('blocks the context menu and the developer shortcuts on the page, and undoes it', () => {
    const undo = applyProductionHardening(false);
    expect(openMenu(window)).toBe(true);
    expect(press(window, { key: 'F12' })).toBe(true);
    expect(press(window, { key: 'I', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press(window, { key: 'J', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press(window, { key: 'u', ctrlKey: true })).toBe(true);
    expect(press(window, { key: 'a', ctrlKey: true })).toBe(false);

    undo();
    expect(openMenu(window)).toBe(false);
    expect(press(window, { key: 'F12' })).toBe(false);
  });

  it('silences every method of the console and puts each back on undo', () => {
    const standard = [
      'assert',
      'clear',
      'count',
      'countReset',
      'debug',
      'dir',
      'dirxml',
      'error',
      'group',
      'groupCollapsed',
      'groupEnd',
      'info',
      'log',
      'profile',
      'profileEnd',
      'table',
      'time',
      'timeEnd',
      'timeLog',
      'timeStamp',
      'trace',
      'warn',
    ];
    const spies = Object.fromEntries(standard.map((name) => [name, vi.fn()]));
    const console: Record<string, (...args: unknown[]) => unknown> = { ...spies };
    const undo = applyProductionHardening(false, fakeWindow(console));

    for (const name of standard) console[name]!('hidden');
    for (const name of standard) expect(spies[name], name).not.toHaveBeenCalled();

    undo();
    for (const name of standard) {
      console[name]!('shown');
      expect(spies[name], name).toHaveBeenCalledWith('shown');
    }
  });

  it('silences the methods a console inherits, such as the runner’s own console', () => {
    const group = vi.fn();
    const console = Object.create({ group }) as { group: (label: string) => void };
    const undo = applyProductionHardening(false, fakeWindow(console));
    console.group('hidden');
    expect(group).not.toHaveBeenCalled();

    undo();
    expect(Object.hasOwn(console, 'group')).toBe(false);
    console.group('shown');
    expect(group).toHaveBeenCalledWith('shown');
  });

  it('installs an inert devtools hook when there is none, so react-dom does not register', () => {
    const target = fakeWindow();
    const undo = applyProductionHardening(false, target);
    expect(target[HOOK]).toMatchObject({ isDisabled: true, supportsFiber: true });
    expect(registerLikeReactDom(target)).toBe(false);

    undo();
    expect(HOOK in target).toBe(false);
  });

  it('replaces a hook installed before it that can be replaced, and restores it on undo', () => {
    const target = fakeWindow();
    const hook = extensionHook();
    target[HOOK] = hook;
    const undo = applyProductionHardening(false, target);
    expect(target[HOOK]).not.toBe(hook);
    expect(registerLikeReactDom(target)).toBe(false);
    expect(hook.inject).not.toHaveBeenCalled();

    undo();
    expect(target[HOOK]).toBe(hook);
  });

  it('disarms in place an extension’s hook that cannot be replaced (a getter, non-configurable)', () => {
    const target = fakeWindow();
    const hook = extensionHook();
    const { inject, checkDCE, onCommitFiberRoot } = hook;
    Object.defineProperty(target, HOOK, { get: () => hook, configurable: false, enumerable: false });
    const undo = applyProductionHardening(false, target);

    expect(target[HOOK]).toBe(hook);
    expect(registerLikeReactDom(target)).toBe(false);
    // A renderer that ignores isDisabled still registers nothing.
    expect(hook.inject({ rendererPackageName: 'react-dom' })).toBe(0);
    hook.checkDCE();
    hook.onCommitFiberRoot();
    expect(inject).not.toHaveBeenCalled();
    expect(checkDCE).not.toHaveBeenCalled();
    expect(onCommitFiberRoot).not.toHaveBeenCalled();
    expect(hook.renderers.size).toBe(0);

    undo();
    expect(Object.hasOwn(hook, 'isDisabled')).toBe(false);
    expect(hook.inject).toBe(inject);
    expect(registerLikeReactDom(target)).toBe(true);
    expect(hook.renderers.size).toBe(1);
  });

  it('replaces a non-configurable hook that is still writable', () => {
    const target = fakeWindow();
    const hook = extensionHook();
    Object.defineProperty(target, HOOK, { value: hook, writable: true, configurable: false });
    const undo = applyProductionHardening(false, target);
    expect(registerLikeReactDom(target)).toBe(false);
    expect(hook.inject).not.toHaveBeenCalled();

    undo();
    expect(target[HOOK]).toBe(hook);
  });

  it('does nothing in debug mode', () => {
    const log = vi.fn();
    const target = fakeWindow({ log });
    applyProductionHardening(true, target);
    expect(press(target, { key: 'F12' })).toBe(false);
    expect(HOOK in target).toBe(false);
    target.console.log('shown');
    expect(log).toHaveBeenCalledWith('shown');
  });
});

describe('early hardening, before react-dom loads', () => {
  afterEach(() => document.documentElement.removeAttribute('data-debug'));

  it('applies when the server-rendered page says debug is off', () => {
    document.documentElement.dataset.debug = 'false';
    const target = fakeWindow();
    const undo = applyEarlyHardening(document.documentElement, target);
    expect(press(target, { key: 'F12' })).toBe(true);
    expect(registerLikeReactDom(target)).toBe(false);
    undo();
    expect(press(target, { key: 'F12' })).toBe(false);
  });

  it.each([
    ['the page does not say (the dev servers)', null],
    ['debug is on', 'true'],
  ])('does nothing when %s', (_case, debug) => {
    if (debug !== null) document.documentElement.dataset.debug = debug;
    const target = fakeWindow();
    applyEarlyHardening(document.documentElement, target);
    expect(press(target, { key: 'F12' })).toBe(false);
    expect(HOOK in target).toBe(false);
  });
});
