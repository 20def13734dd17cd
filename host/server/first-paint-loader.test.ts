// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintLoaderElement } from './first-paint-loader';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

/** Runs the loader as the parser would: its element in <head>, its text evaluated with it as the current script. */
function runLoader(entry: string, preload: string): void {
  document.head.innerHTML = firstPaintLoaderElement(entry, preload);
  const element = document.head.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  try {
    new Function(element.textContent ?? '')();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

const asked = () => ({
  scripts: [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]),
});

describe('the first-paint loader', () => {
  it('asks for nothing until the frame is painted, then for the entry script and remotes.json as a fetch', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));

    runLoader('/main.0123456789.js', '/remotes.json');
    expect(asked()).toEqual({ scripts: [], preloads: [] });

    // The frame is being rendered: still nothing, the paint comes after this callback.
    frames.forEach((callback) => callback(16));
    expect(asked()).toEqual({ scripts: [], preloads: [] });

    // The task after that frame.
    vi.runAllTimers();
    expect(asked()).toEqual({
      scripts: ['/main.0123456789.js'],
      preloads: [['/remotes.json', 'fetch', 'anonymous']],
    });
  });
});
