import { createHash } from 'node:crypto';

/** How long after `load` a page that reported no first contentful paint waits before asking for its code. */
const LOAD_FALLBACK_MS = 5000;

/**
 * The one script a rendered page runs inline. The page's HTML arrives whole (content, styles and
 * images), so the app's code is not needed for its first paint: the loader asks for the entry script
 * and remotes.json once that paint is on screen and the document is parsed, so nothing of ours competes
 * with the page for the connection or the main thread before it. "On screen" is the first-contentful-paint
 * entry, which the browser reports when the frame is presented; a frame's rendering alone is not enough,
 * since its rasterising (large SVG images) still needs the CPU that the entry's evaluation would take.
 * "Parsed" because a busy browser paints before the parser has reached the end of the body, and a script
 * added then runs at once: hydration would meet half a page (a heading without its text) and no data
 * after #root. A browser that reports no paint (a tab opened in the background, no paint timing) is
 * served a moment after `load`. Both URLs come from its own data attributes, so its text never changes,
 * nor the hash by which the Content-Security-Policy allows it (and no other inline script).
 */
export const FIRST_PAINT_LOADER =
  '(function(){var d=document,w=window,a=d.currentScript.dataset,asked=0;function ask(){if(asked)return;' +
  'if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",ask);return}asked=1;' +
  'var l=d.createElement("link");l.rel="preload";l.setAttribute("as","fetch");l.crossOrigin="anonymous";l.href=a.preload;d.head.append(l);' +
  'var s=d.createElement("script");s.src=a.entry;d.head.append(s)}' +
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(ask)})' +
  '.observe({type:"paint",buffered:true})}catch(e){}' +
  'w.addEventListener("load",function(){setTimeout(ask,' +
  String(LOAD_FALLBACK_MS) +
  ')})})()';

/** The loader's source in a Content-Security-Policy's `script-src`. */
export const FIRST_PAINT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_LOADER).digest('base64')}'`;

/** The loader's element, for an entry script and the remotes manifest it reads first (both URLs escaped by the caller). */
export function firstPaintLoaderElement(entry: string, preload: string): string {
  return `<script data-entry="${entry}" data-preload="${preload}">${FIRST_PAINT_LOADER}</script>`;
}
