import { createHash } from 'node:crypto';

/**
 * The one script a rendered page runs inline. The page's HTML arrives whole (content, styles and
 * images), so the app's code is not needed for its first paint: the loader asks for the entry script
 * and remotes.json once that paint is done (a frame, then a task), so nothing of ours competes with
 * the page for the connection or the main thread before it. Both URLs come from its own data
 * attributes, so its text never changes, nor the hash by which the Content-Security-Policy allows it
 * (and no other inline script).
 */
export const FIRST_PAINT_LOADER =
  '(function(){var d=document,a=d.currentScript.dataset;requestAnimationFrame(function(){setTimeout(function(){' +
  'var l=d.createElement("link");l.rel="preload";l.setAttribute("as","fetch");l.crossOrigin="anonymous";l.href=a.preload;d.head.append(l);' +
  'var s=d.createElement("script");s.src=a.entry;d.head.append(s)})})})()';

/** The loader's source in a Content-Security-Policy's `script-src`. */
export const FIRST_PAINT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_LOADER).digest('base64')}'`;

/** The loader's element, for an entry script and the remotes manifest it reads first (both URLs escaped by the caller). */
export function firstPaintLoaderElement(entry: string, preload: string): string {
  return `<script data-entry="${entry}" data-preload="${preload}">${FIRST_PAINT_LOADER}</script>`;
}
