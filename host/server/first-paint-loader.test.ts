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

const nothing = { scripts: [], preloads: [] };
const everything = {
  scripts: ['/main.0123456789.js'],
  preloads: [['/remotes.json', 'fetch', 'anonymous']],
};

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser's paint timing: the observers the page made, and a way to report a paint to them. */
function paintTiming() {
  const observers: { callback: PaintCallback; options: unknown }[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: PaintCallback) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options });
      }
    },
  );
  return {
    observers,
    report: (name: string) =>
      observers.forEach(({ callback }) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      ),
  };
}

describe('the first-paint loader', () => {
  it('asks for nothing until the first contentful paint is on screen, then for the entry and remotes.json', () => {
    vi.useFakeTimers();
    const paints = paintTiming();

    runLoader('/main.0123456789.js', '/remotes.json');
    expect(paints.observers.map(({ options }) => options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(asked()).toEqual(nothing);

    // A paint with nothing contentful in it is not the page.
    paints.report('first-paint');
    vi.runAllTimers();
    expect(asked()).toEqual(nothing);

    // Reported in the frame's own callbacks: the request waits for the next task.
    paints.report('first-contentful-paint');
    expect(asked()).toEqual(nothing);
    vi.runAllTimers();
    expect(asked()).toEqual(everything);

    // Once only, however many times the page's events come.
    paints.report('first-contentful-paint');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(asked()).toEqual(everything);
  });

  it('waits for the end of the parse when the first paint comes while the body is still being parsed', () => {
    vi.useFakeTimers();
    const paints = paintTiming();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      runLoader('/main.0123456789.js', '/remotes.json');
      paints.report('first-contentful-paint');
      vi.runAllTimers();
      expect(asked()).toEqual(nothing);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }

    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(asked()).toEqual(everything);
  });

  it('asks a moment after load when the browser reports no paint (a background tab, no paint timing)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);

    runLoader('/main.0123456789.js', '/remotes.json');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(4_999);
    expect(asked()).toEqual(nothing);

    vi.advanceTimersByTime(1);
    expect(asked()).toEqual(everything);
  });
});
