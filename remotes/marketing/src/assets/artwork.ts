/**
 * Our own SVG artwork, referenced as URLs so the browser fetches (and lazy-loads) each file instead
 * of carrying it in the JavaScript. `new URL(…, import.meta.url)` makes rspack emit the file as an
 * asset under the remote's public path, which also gives the cart drawer an absolute address.
 */
export const artwork = {
  pack2g: new URL('./pack-2g.svg', import.meta.url).href,
  pack2gBack: new URL('./pack-2g-back.svg', import.meta.url).href,
  pack4g: new URL('./pack-4g.svg', import.meta.url).href,
  carton48: new URL('./carton-48.svg', import.meta.url).href,
  ingredients: new URL('./ingredients.svg', import.meta.url).href,
  packaging: new URL('./packaging.svg', import.meta.url).href,
  quality: new URL('./quality.svg', import.meta.url).href,
} as const;

/**
 * The home page's hero, the page's largest paint: raster widths of banner.svg (drawn by
 * tools/hero-images.ts) for `<picture>` and the page's preload. Each `new URL` is written out so
 * rspack emits the file; the server build points at the same files on the remote's origin.
 */
const srcSet = (candidates: readonly (readonly [string, number])[]) => candidates.map(([url, width]) => `${url} ${width}w`).join(', ');

export const heroBanner = {
  width: 560,
  height: 420,
  avifSrcSet: srcSet([
    [new URL('./hero/banner-480.avif', import.meta.url).href, 480],
    [new URL('./hero/banner-720.avif', import.meta.url).href, 720],
    [new URL('./hero/banner-960.avif', import.meta.url).href, 960],
  ]),
  webpSrcSet: srcSet([
    [new URL('./hero/banner-480.webp', import.meta.url).href, 480],
    [new URL('./hero/banner-720.webp', import.meta.url).href, 720],
    [new URL('./hero/banner-960.webp', import.meta.url).href, 960],
  ]),
  /** For a browser that takes neither srcset (none we support; it keeps `src` valid HTML). */
  fallback: new URL('./hero/banner-720.webp', import.meta.url).href,
  /** HeroBanner's layout: the phone's column less its 1rem gutters, at most 460px; beside the text from 900px (theme md). */
  sizes: '(min-width: 900px) 460px, min(460px, calc(100vw - 2rem))',
} as const;
