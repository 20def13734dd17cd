import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRuntime, environmentLabel, serverAssetUrl } from './config';
import { applyProductionHardening } from './hardening';

afterEach(() => configureRuntime({ apiBase: 'http://localhost:8000/api/method' }));

describe('runtime configuration', () => {
  it('labels the environment from the API base host (§9)', () => {
    expect(environmentLabel('http://localhost:8000/api/method')).toBe('LOCAL');
    expect(environmentLabel('http://127.0.0.1:8000/api/method')).toBe('LOCAL');
    expect(environmentLabel('https://a1b2.ngrok-free.app/api/method')).toBe('NGROK');
    expect(environmentLabel('https://erp.suvasa.example/api/method')).toBe('PROD');
  });

  it('prefixes server paths with the server base URL (§3 profile image)', () => {
    configureRuntime({ apiBase: 'https://api.suvasa.example/api/method/' });
    expect(serverAssetUrl('/files/a.webp')).toBe('https://api.suvasa.example/files/a.webp');
    expect(serverAssetUrl('files/a.webp')).toBe('https://api.suvasa.example/files/a.webp');
    expect(serverAssetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(serverAssetUrl('')).toBe('');
  });

  it('treats only the exact flag true as debug', () => {
    expect(configureRuntime({ debug: true }).debug).toBe(true);
    expect(configureRuntime({ debug: 'true' as unknown as boolean }).debug).toBe(false);
  });
});

describe('production hardening (§9)', () => {
  const press = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { ...init, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('blocks the context menu, developer shortcuts and console, and undoes it all', () => {
    const log = vi.fn();
    const originalLog = console.log;
    console.log = log;
    const undo = applyProductionHardening(false);

    const menu = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(press({ key: 'F12' })).toBe(true);
    expect(press({ key: 'I', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press({ key: 'J', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press({ key: 'u', ctrlKey: true })).toBe(true);
    expect(press({ key: 'a', ctrlKey: true })).toBe(false);
    console.log('hidden');
    expect(log).not.toHaveBeenCalled();
    expect((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__).toEqual({});

    undo();
    expect(press({ key: 'F12' })).toBe(false);
    console.log('shown');
    expect(log).toHaveBeenCalledWith('shown');
    console.log = originalLog;
  });

  it('does nothing in debug mode', () => {
    const undo = applyProductionHardening(true);
    expect(press({ key: 'F12' })).toBe(false);
    undo();
  });
});
