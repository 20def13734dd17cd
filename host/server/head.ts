/**
 * What the rendering server writes into a page's `<head>` for crawlers and link previews (title,
 * description, canonical URL, Open Graph, Twitter card, JSON-LD), and the site's robots.txt and
 * sitemap.xml. Pure string building: no React, no I/O.
 */
import { documentTitle, site } from '@site/contract';
import type { RouteEntry } from '@site/state/routes';

export interface HeadImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeadInput {
  /** The site's public origin, e.g. `https://www.suvasa.example` (a trailing slash is ignored). */
  siteUrl: string;
  /** The path requested, e.g. `/home`: the page's `og:url`. */
  path: string;
  /** The path search engines should index for this page (`/home` is `/`). */
  canonicalPath: string;
  /** The route's title, without the brand; empty for the brand alone. */
  title: string;
  description: string;
  image: HeadImage;
  /** Each object becomes one `<script type="application/ld+json">`. */
  jsonLd: readonly Record<string, unknown>[];
  type?: 'website' | 'product';
  /** A page that must never be indexed, even when a link to it is found elsewhere. */
  noindex?: boolean;
}

/**
 * Account and private pages and the steps of logging in and out: nothing there for a search engine. From
 * the routes the remotes publish, so a new account page is never left out; a page with a parameter by the
 * path before the parameter.
 */
function notCrawled(routes: readonly RouteEntry[]): string[] {
  const paths = new Set([
    ...routes.filter((route) => route.account || route.private).map((route) => route.path.replace(/:.*$/, '')),
    '/otp-verify',
    '/logout',
  ]);
  // A rule covers every path it begins (`/orders` covers `/orders/`): one line is enough.
  return [...paths].filter((path) => ![...paths].some((other) => other !== path && path.startsWith(other)));
}

/**
 * The path search engines should index for a request of `requestPath` to the route `routePath`: /home is
 * the home page under a second path (`/`), and a page with a parameter (a product's) is its own path.
 */
export function canonicalPath(routePath: string, requestPath: string): string {
  if (routePath.includes('/:')) return requestPath;
  return routePath === '/home' ? '/' : routePath;
}

export function renderHeadTags(input: HeadInput): string {
  const title = documentTitle(input.title);
  const pageUrl = absoluteUrl(input.siteUrl, input.path);
  const canonicalUrl = absoluteUrl(input.siteUrl, input.canonicalPath === '/home' ? '/' : input.canonicalPath);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

  return [
    `<title>${escapeHtml(title)}</title>`,
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', input.image.url),
    meta('property', 'og:image:width', input.image.width),
    meta('property', 'og:image:height', input.image.height),
    meta('property', 'og:image:alt', input.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', input.image.url),
    meta('name', 'twitter:image:alt', input.image.alt),
    ...input.jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ].join('\n');
}

/** The brand as a schema.org Organization, for every page. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  const { address } = site.headOffice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    legalName: site.legalName,
    url: absoluteUrl(siteUrl, '/'),
    // The brand mark the host emits beside index.html (its favicon).
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    email: site.supportEmail,
    telephone: site.supportPhoneDial,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street.join(', '),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
  };
}

export function robotsTxt(siteUrl: string, routes: readonly RouteEntry[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...notCrawled(routes).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` as JSON escapes so no `</script>` or
 * `<!--` in a text ends the element early, and U+2028/U+2029 escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text and attribute values of HTML, and text of XML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;
}
