// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { TEST_SITE_ROUTES } from '../src/test/site-routes';
import {
  canonicalPath,
  organizationJsonLd,
  renderHeadTags,
  robotsTxt,
  serializeJsonLd,
  sitemapXml,
  type HeadInput,
} from './head';

const routeTable = TEST_SITE_ROUTES.routes;

const SITE_URL = 'https://www.suvasa.example';

const input: HeadInput = {
  siteUrl: SITE_URL,
  path: '/product-details',
  canonicalPath: '/product-details',
  language: 'en',
  alternates: true,
  title: 'Pan Masala 2g',
  description: 'Tobacco-free pan masala, pack of 48.',
  image: { url: `${SITE_URL}/og-image.png`, width: 1200, height: 630, alt: 'Suvasa Pan Masala' },
  jsonLd: [],
};

/** The tags as a browser parses them from the server's HTML. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
}

const content = (head: Document, selector: string) => head.querySelector(selector)?.getAttribute('content');

describe('the head tags of a page', () => {
  it('title the page as the browser does, `<page> | <brand>`, or the brand alone', () => {
    expect(parseHead(renderHeadTags(input)).title).toBe(`Pan Masala 2g | ${site.brandName}`);
    expect(parseHead(renderHeadTags({ ...input, title: '' })).title).toBe(site.brandName);
  });

  it('carry the description, the canonical URL and the Open Graph and Twitter card tags', () => {
    const head = parseHead(renderHeadTags({ ...input, type: 'product' }));
    expect(content(head, 'meta[name="description"]')).toBe(input.description);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/product-details`);
    expect(content(head, 'meta[property="og:type"]')).toBe('product');
    expect(content(head, 'meta[property="og:site_name"]')).toBe(site.brandName);
    expect(content(head, 'meta[property="og:locale"]')).toBe('en_IN');
    expect(content(head, 'meta[property="og:title"]')).toBe(`Pan Masala 2g | ${site.brandName}`);
    expect(content(head, 'meta[property="og:description"]')).toBe(input.description);
    expect(content(head, 'meta[property="og:url"]')).toBe(`${SITE_URL}/product-details`);
    expect(content(head, 'meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`);
    expect(content(head, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(head, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(head, 'meta[property="og:image:alt"]')).toBe('Suvasa Pan Masala');
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(head, 'meta[name="twitter:image"]')).toBe(`${SITE_URL}/og-image.png`);
  });

  it('tell search engines not to index a private page, and say nothing of it on the others', () => {
    expect(content(parseHead(renderHeadTags({ ...input, noindex: true })), 'meta[name="robots"]')).toBe('noindex');
    expect(parseHead(renderHeadTags(input)).querySelector('meta[name="robots"]')).toBeNull();
  });

  it('are a website unless told otherwise', () => {
    expect(content(parseHead(renderHeadTags(input)), 'meta[property="og:type"]')).toBe('website');
  });

  it('make /home canonical at /, from a site URL with or without its trailing slash', () => {
    const head = parseHead(
      renderHeadTags({ ...input, siteUrl: `${SITE_URL}/`, path: '/home', canonicalPath: '/home' }),
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/`);
    expect(content(head, 'meta[property="og:url"]')).toBe(`${SITE_URL}/home`);
  });

  it('make a page with a parameter canonical at its own path, not its route pattern', () => {
    const productPath = '/product-details/suvasa-4g-24';
    expect(canonicalPath('/product-details/:itemCode', productPath)).toBe(productPath);
    const head = parseHead(renderHeadTags({ ...input, path: productPath, canonicalPath: productPath }));
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${productPath}`);
    expect(canonicalPath('/home', '/home')).toBe('/');
    expect(canonicalPath('/about', '/about')).toBe('/about');
  });

  it('name the page in every language, English for any other, with its canonical URL and og:url in its own', () => {
    const alternates = (head: Document) =>
      [...head.querySelectorAll('link[rel="alternate"]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
    const hindi = parseHead(renderHeadTags({ ...input, language: 'hi', path: '/home', canonicalPath: '/home' }));
    expect(hindi.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/hi`);
    expect(content(hindi, 'meta[property="og:url"]')).toBe(`${SITE_URL}/hi/home`);
    expect(content(hindi, 'meta[property="og:locale"]')).toBe('hi_IN');
    expect(alternates(hindi)).toEqual([
      `en ${SITE_URL}/`,
      `hi ${SITE_URL}/hi`,
      `gu ${SITE_URL}/gu`,
      `x-default ${SITE_URL}/`,
    ]);
    const gujarati = parseHead(renderHeadTags({ ...input, language: 'gu' }));
    expect(gujarati.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE_URL}/gu/product-details`,
    );
    expect(alternates(gujarati)).toContain(`hi ${SITE_URL}/hi/product-details`);
    expect(alternates(parseHead(renderHeadTags({ ...input, alternates: false })))).toEqual([]);
  });

  it('escape markup and quotes in every text', () => {
    const hostile = `"><script>alert(1)</script> & 'x'`;
    const head = parseHead(
      renderHeadTags({ ...input, title: hostile, description: hostile, image: { ...input.image, alt: hostile } }),
    );
    expect(head.querySelectorAll('script')).toHaveLength(0);
    expect(head.title).toBe(`${hostile} | ${site.brandName}`);
    expect(content(head, 'meta[name="description"]')).toBe(hostile);
    expect(content(head, 'meta[property="og:image:alt"]')).toBe(hostile);
  });

  it('write each JSON-LD object in its own script, which no text inside can end early', () => {
    const product = { '@type': 'Product', name: '</script><script>alert(1)</script><!-- \u2028\u2029 & >' };
    const tags = renderHeadTags({ ...input, jsonLd: [organizationJsonLd(SITE_URL), product] });
    const scripts = [...parseHead(tags).querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(JSON.parse(scripts[1]?.textContent ?? '')).toEqual(product);
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
    expect(serializeJsonLd(product)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('the Organization JSON-LD', () => {
  it('names the brand, its contacts and its head office from the site configuration', () => {
    expect(organizationJsonLd(`${SITE_URL}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brandName,
      legalName: site.legalName,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/favicon.svg`,
      email: site.supportEmail,
      telephone: site.supportPhoneDial,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Unit 4, Example Industrial Estate, Naroda Road',
        addressLocality: 'Ahmedabad',
        addressRegion: 'Gujarat',
        postalCode: '380025',
        addressCountry: 'IN',
      },
    });
  });
});

describe('robots.txt', () => {
  const lines = robotsTxt(`${SITE_URL}/`, routeTable).split('\n');
  const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
  /** A crawler's reading: a Disallow rule covers every path it begins. */
  const disallowed = (path: string) => rules.some((rule) => path.startsWith(rule));
  /** A path of the route, its parameters filled. */
  const pathOf = (routePath: string) => routePath.replace(/:\w+/g, 'some-name');

  it('allows everything else and points at the sitemap', () => {
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it.each(routeTable.filter((route) => route.account || route.private).map((route) => [route.path]))(
    'disallows the account or private page %s',
    (routePath) => {
      expect(disallowed(pathOf(routePath))).toBe(true);
    },
  );

  it('disallows the steps of logging in and out, and no public page', () => {
    expect(disallowed('/otp-verify')).toBe(true);
    expect(disallowed('/logout')).toBe(true);
    for (const route of routeTable.filter((entry) => !entry.account && !entry.private && entry.path !== '/otp-verify'))
      expect(disallowed(pathOf(route.path)), route.path).toBe(false);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed XML listing each absolute URL once in every language, escaped', () => {
    const xml = sitemapXml(SITE_URL, ['/', '/about', '/search?a=1&b=2']);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/hi`,
      `${SITE_URL}/gu`,
      `${SITE_URL}/about`,
      `${SITE_URL}/hi/about`,
      `${SITE_URL}/gu/about`,
      `${SITE_URL}/search?a=1&b=2`,
      `${SITE_URL}/hi/search?a=1&b=2`,
      `${SITE_URL}/gu/search?a=1&b=2`,
    ]);
  });

  it('names each URL’s alternates in every language, English for any other', () => {
    const xml = sitemapXml(SITE_URL, ['/about']);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const urls = [...document.getElementsByTagName('url')];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)).toEqual([
        `en ${SITE_URL}/about`,
        `hi ${SITE_URL}/hi/about`,
        `gu ${SITE_URL}/gu/about`,
        `x-default ${SITE_URL}/about`,
      ]);
    }
  });
});

describe('the Open Graph image', () => {
  it('is a PNG of 1200 × 630 under 150 KB', () => {
    const png = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-image.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk, first after the 8-byte signature, starts with the width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(150 * 1024);
  });
});
