/**
 * What the rendering server writes into a page's `<head>` for crawlers and link previews (title,
 * description, canonical URL, Open Graph, Twitter card, JSON-LD), and the site's robots.txt and
 * sitemap.xml. Pure string building: no React, no I/O.
 */
import { documentTitle, site } from '@site/contract';
import { DEFAULT_LANGUAGE, type Language } from '@site/contract/languages';
import { alternatePaths, pathInLanguage, type RouteEntry } from '@site/state/routes';

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
  /** The path requested within its language, e.g. `/home`: the page's `og:url` in its language. */
  path: string;
  /** The path search engines should index for this page (`/home` is `/`), within its language. */
  canonicalPath: string;
  /** The page's language: its URLs are under its prefix, and its alternates name the others. */
  language: Language;
  /** Whether the page exists in every language (a route's page): its `hreflang` alternates are listed. */
  alternates: boolean;
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

/** `og:locale` of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN', gu: 'gu_IN' };

export function renderHeadTags(input: HeadInput): string {
  const title = documentTitle(input.title);
  const pageUrl = absoluteUrl(input.siteUrl, pathInLanguage(input.path, input.language));
  const canonical = input.canonicalPath === '/home' ? '/' : input.canonicalPath;
  const canonicalUrl = absoluteUrl(input.siteUrl, pathInLanguage(canonical, input.language));
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

  return [
    `<title>${escapeHtml(title)}</title>`,
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    ...(input.alternates ? alternateLinks(input.siteUrl, canonical) : []),
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', site.brandName),
    meta('property', 'og:locale', OG_LOCALES[input.language]),
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

/** A page's `hreflang` alternates: itself in every language, and English for any other (`x-default`). */
function alternateLinks(siteUrl: string, path: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(siteUrl, href))}" />`;
  return [
    ...alternatePaths(path).map((alternate) => link(alternate.language, alternate.path)),
    link('x-default', pathInLanguage(path, DEFAULT_LANGUAGE)),
  ];
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

/** Every page in every language, each URL naming its alternates (as its `hreflang` links do). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const links = [
      ...alternatePaths(path).map(({ language, path: href }) => ({ hreflang: language, href })),
      { hreflang: 'x-default', href: path },
    ].map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(siteUrl, href))}"/>`,
    );
    return alternatePaths(path).map(
      (alternate) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, alternate.path))}</loc>${links.join('')}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
