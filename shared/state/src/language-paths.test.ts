import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  languageBasename,
  languageCookie,
  languageOfCookieHeader,
  languageOfPath,
  pathInLanguage,
} from './language-paths';

describe("the language in a page's URL", () => {
  it.each([
    ['/', 'en', '/'],
    ['/products', 'en', '/products'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/products', 'hi', '/products'],
    ['/gu/product-details/suvasa-4g-24', 'gu', '/product-details/suvasa-4g-24'],
    // Not a prefix: English paths that merely begin with the letters, and English itself.
    ['/hindi', 'en', '/hindi'],
    ['/guide/hi', 'en', '/guide/hi'],
    ['/en/products', 'en', '/en/products'],
  ])('%s is %s, the page %s', (pathname, language, path) => {
    expect(languageOfPath(pathname)).toEqual({ language, path });
  });

  it('puts a path under its language, English keeping it as it is', () => {
    expect(pathInLanguage('/products', 'en')).toBe('/products');
    expect(pathInLanguage('/products', 'hi')).toBe('/hi/products');
    expect(pathInLanguage('/', 'gu')).toBe('/gu');
    expect(languageBasename('en')).toBe('');
    expect(languageBasename('gu')).toBe('/gu');
    expect(alternatePaths('/about')).toEqual([
      { language: 'en', path: '/about' },
      { language: 'hi', path: '/hi/about' },
      { language: 'gu', path: '/gu/about' },
    ]);
    for (const path of ['/', '/about', '/orders/SO-1'])
      for (const language of ['en', 'hi', 'gu'] as const)
        expect(languageOfPath(pathInLanguage(path, language))).toEqual({ language, path });
  });

  it('reads the remembered choice from a Cookie header, only one of ours', () => {
    expect(languageOfCookieHeader('mode=dark; site_language=gu')).toBe('gu');
    expect(languageOfCookieHeader('site_language=en')).toBe('en');
    expect(languageOfCookieHeader('site_language=fr')).toBeUndefined();
    expect(languageOfCookieHeader('my_site_language=hi')).toBeUndefined();
    expect(languageOfCookieHeader(undefined)).toBeUndefined();
    expect(languageCookie('hi')).toBe('site_language=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
