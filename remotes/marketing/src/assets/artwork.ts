/**
 * Our own SVG artwork, referenced as URLs so the browser fetches (and lazy-loads) each file instead
 * of carrying it in the JavaScript. `new URL(…, import.meta.url)` makes rspack emit the file as an
 * asset under the remote's public path, which also gives the cart drawer an absolute address.
 */
export const artwork = {
  banner: new URL('./banner.svg', import.meta.url).href,
  pack2g: new URL('./pack-2g.svg', import.meta.url).href,
  pack2gBack: new URL('./pack-2g-back.svg', import.meta.url).href,
  pack4g: new URL('./pack-4g.svg', import.meta.url).href,
  carton48: new URL('./carton-48.svg', import.meta.url).href,
  ingredients: new URL('./ingredients.svg', import.meta.url).href,
  packaging: new URL('./packaging.svg', import.meta.url).href,
  quality: new URL('./quality.svg', import.meta.url).href,
} as const;
