import { use } from 'react';
import { describe, expect, it } from 'vitest';
import type { ThemeMode } from '@site/ui';
import type { Language } from '@site/contract/languages';
import type { CompiledCatalogue, SiteWords } from '@site/state';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import hostEn from '../src/locales/en.json';
import hostGu from '../src/locales/gu.json';
import hostHi from '../src/locales/hi.json';
import { renderApp, type RenderAppInput, type RenderedApp, translatorOf } from '../src/app/server-entry';
import { parseDocumentTemplate } from './document';
import { type PageRead, type ReadReply, itemRead, type SiteRoutes } from '@site/state/routes';
import { TEST_SITE_ROUTES } from '../src/test/site-routes';
import type { PageReads } from './page-reads';
import type { PageModule, RemoteRelease, RemoteServerBuilds } from './remote-pages';
import { createPageRenderer, type HostRenderer, type PageWords } from './render-page';
import { FIRST_PAINT_LOADER, FIRST_PAINT_LOADER_CSP_SOURCE } from './first-paint-loader';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Suvasa</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
  '<script defer src="/main.0123456789.js"></script></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

/** A product page module: reads its item; its head says what the reply held. */
const productPage: PageModule = {
  default: () => null,
  reads: (path) => [itemRead(path.split('/')[2] ?? 'featured')],
  head: (path, replies) =>
    replies[0]?.message === null
      ? { notFound: true }
      : {
          title: `Pack ${path.split('/')[2] ?? 'featured'}`,
          description: `read ${JSON.stringify(replies[0]?.message)}`,
        },
};

interface SetupOptions {
  release?: RemoteRelease | null;
  pageThrows?: boolean;
  /** The message each read gets; undefined: the read is not made in time. */
  readReply?: (read: PageRead) => unknown;
  /** The host's real React renderer in place of the fake one. */
  renderApp?: HostRenderer['renderApp'];
  renderTimeoutMs?: number;
  /** The routes the remotes publish, as each request finds them (the site's routes by default). */
  site?: () => SiteRoutes;
  /** The marketing remote's catalogue of each language, as each request finds it. */
  marketingWords?: () => Partial<Record<Language, CompiledCatalogue>>;
}

/** The shell's catalogues as its build publishes them, one object per language as the server reads them once. */
const shellCatalogue = (source: Record<string, string>, test: string): CompiledCatalogue => ({
  ...Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)])),
  'header.cart': test,
});
const SHELL_WORDS: Record<Language, SiteWords['catalogues']> = {
  en: { host: shellCatalogue(hostEn, 'cart-en') },
  hi: { host: shellCatalogue({ ...hostEn, ...hostHi }, 'cart-hi') },
  gu: { host: shellCatalogue({ ...hostEn, ...hostGu }, 'cart-gu') },
};

function setup(options: SetupOptions = {}) {
  const renders: RenderAppInput[] = [];
  const asked: string[] = [];
  const errors: unknown[] = [];
  const readsMade: PageRead[][] = [];
  const reads: PageReads = {
    make: (wanted) => {
      readsMade.push([...wanted]);
      return Promise.resolve(
        wanted.flatMap((read): ReadReply[] => {
          const message = options.readReply?.(read);
          return message === undefined ? [] : [{ ...read, message }];
        }),
      );
    },
  };
  const release: RemoteRelease | null =
    options.release === undefined
      ? {
          release: '"r1"',
          build: {
            pageModules: {
              './AboutPage': () =>
                Promise.resolve({ default: () => null, head: () => ({ description: 'from the page' }) }),
              './ProductPage': () => Promise.resolve(productPage),
            },
          },
        }
      : options.release;
  const builds: RemoteServerBuilds = {
    current: (remote) => {
      asked.push(remote);
      return Promise.resolve(release);
    },
  };
  const words: PageWords = {
    current: (language, remote) =>
      Promise.resolve({
        language,
        catalogues: {
          ...SHELL_WORDS[language],
          ...(remote === 'marketing' && options.marketingWords?.()[language]
            ? { marketing: options.marketingWords()[language] }
            : {}),
        },
      }),
  };
  const renderer = createPageRenderer({
    renderer: {
      sharedModules: {},
      translatorOf,
      renderApp: (input): Promise<RenderedApp> => {
        renders.push(input);
        if (options.renderApp) return options.renderApp(input);
        const failed = options.pageThrows && input.page !== null;
        return Promise.resolve({
          status: 200,
          title: 'About Us',
          description: 'About the company',
          html: input.page ? `<main>${input.page.module} ${input.mode}</main>` : '<main>loading</main>',
          styles: '<style data-styled="true"></style>',
          errors: failed ? [new Error('window is not defined')] : [],
        });
      },
    },
    routes: { current: () => Promise.resolve(options.site?.() ?? TEST_SITE_ROUTES) },
    builds,
    words,
    reads,
    readTimeoutMs: 300,
    renderTimeoutMs: options.renderTimeoutMs ?? 300,
    template: parseDocumentTemplate(TEMPLATE),
    headTags: ({ title, page }) =>
      `<title>${title}</title><meta name="description" content="${page.description ?? ''}">`,
    themeMode: (cookie) => (cookie?.match(/mode=(\w+)/)?.[1] ?? 'system') as ThemeMode,
    themeAttribute: (mode) => (mode === 'system' ? null : mode),
    debug: false,
    onError: (error) => errors.push(error),
  });
  return { renderer, renders, asked, errors, readsMade };
}

describe('a page request', () => {
  it('renders the page of the remote release deployed now into the document, with its head, styles and theme', async () => {
    const { renderer } = setup();
    const page = await renderer.render('/about', 'mode=dark');
    expect(page.pageRendered).toBe(true);
    expect(page.html).toContain('<html lang="en" data-debug="false" data-theme="dark">');
    expect(page.html).toContain('<title>About Us</title><meta name="description" content="from the page">');
    expect(page.html).toContain('<style data-styled="true"></style></head>');
    expect(page.html).toContain('<div id="root"><main>./AboutPage dark</main></div>');
    expect(page.html).not.toContain('<noscript>');
  });

  it('asks for the scripts and remotes.json only after the first paint, through the one inline script the CSP allows', async () => {
    const { renderer } = setup();
    const { html } = await renderer.render('/about', undefined);
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('<link rel="preload"');
    expect(html).toContain(
      `<script data-entry="/main.0123456789.js" data-preload="/remotes.json">${FIRST_PAINT_LOADER}</script>`,
    );
    const { createHash } = await import('node:crypto');
    expect(FIRST_PAINT_LOADER_CSP_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(FIRST_PAINT_LOADER).digest('base64')}'`,
    );
  });

  it('refuses a template without its entry script at start', () => {
    expect(() => parseDocumentTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, ''))).toThrow(/entryScript/);
  });

  it('keeps a rendered document per URL, theme mode and release', async () => {
    const { renderer, renders } = setup();
    await renderer.render('/about', 'mode=dark');
    await renderer.render('/about', 'mode=dark');
    expect(renders).toHaveLength(1);
    await renderer.render('/about', 'mode=light');
    await renderer.render('/about?utm=1', 'mode=light');
    expect(renders).toHaveLength(3);
  });

  it.each([
    ['an account page', '/user/profile'],
    ['a private page', '/office/orders/SAL-ORD-2026-00001'],
  ])('never renders %s on the server, nor asks its remote', async (_kind, path) => {
    const { renderer, renders, asked } = setup();
    const page = await renderer.render(path, undefined);
    expect(asked).toEqual([]);
    expect(renders[0]?.page).toBeNull();
    expect(page.pageRendered).toBe(false);
    expect(page.html).toContain('<noscript>');
  });

  it('serves the shell for the browser to render when the remote gives no release', async () => {
    const { renderer, renders } = setup({ release: null });
    const page = await renderer.render('/about', undefined);
    expect(renders[0]?.page).toBeNull();
    expect(page.html).toContain('<main>loading</main>');
  });

  it('falls back to the shell when the page throws while rendering, and does not keep that document', async () => {
    const { renderer, renders, errors } = setup({ pageThrows: true });
    const page = await renderer.render('/about', undefined);
    expect(page.pageRendered).toBe(false);
    expect(page.html).toContain('<main>loading</main>');
    expect(errors).toHaveLength(1);
    await renderer.render('/about', undefined);
    expect(renders.filter((input) => input.page !== null)).toHaveLength(2);
  });

  it('leaves a page that never finishes rendering (it suspends forever) to the browser, within the budget', async () => {
    const forever = new Promise<never>(() => undefined);
    const SuspendsForever = () => use(forever);
    const { renderer, renders, errors } = setup({
      release: {
        release: '"r1"',
        build: { pageModules: { './AboutPage': () => Promise.resolve({ default: SuspendsForever }) } },
      },
      renderApp,
      renderTimeoutMs: 100,
    });
    const started = performance.now();
    const page = await renderer.render('/about', undefined);
    // Well past the budget, so a slow machine does not fail it; a render never aborted would never answer.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(renders.map((input) => input.page?.module ?? null)).toEqual(['./AboutPage', null]);
    expect(errors).toEqual([expect.objectContaining({ message: 'the render was not ready within 100 ms' })]);
    expect(page.pageRendered).toBe(false);
    expect(page.html).toContain('aria-label="Loading page"');
  });
});

describe('a page made of API reads (the product page)', () => {
  it('makes the reads its module names for the path, renders with the replies and sends them with the HTML', async () => {
    const { renderer, renders, readsMade } = setup({ readReply: () => ({ status: 'success', name: '</script><b>' }) });
    const page = await renderer.render('/product-details/suvasa-4g-24', undefined);
    expect(readsMade).toEqual([[itemRead('suvasa-4g-24')]]);
    const replies = [{ ...itemRead('suvasa-4g-24'), message: { status: 'success', name: '</script><b>' } }];
    expect(renders[0]?.page?.module).toBe('./ProductPage');
    expect(renders[0]?.replies).toEqual(replies);
    expect(page.status).toBe(200);
    const script = /<script type="application\/json" id="page-reads">(.*?)<\/script>/.exec(page.html);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(replies);
    expect(page.html).toContain('content="read {"status":"success"');
  });

  it('keeps the document per replies: a changed reply is a new render, the same one is not', async () => {
    let price = 480;
    const { renderer, renders } = setup({ readReply: () => ({ status: 'success', price }) });
    await renderer.render('/product-details', undefined);
    await renderer.render('/product-details', undefined);
    expect(renders).toHaveLength(1);
    price = 500;
    await renderer.render('/product-details', undefined);
    expect(renders).toHaveLength(2);
    expect(renders[1]?.replies?.[0]?.message).toEqual({ status: 'success', price: 500 });
  });

  it('answers 404 for what the API has nothing by that name of, with the page saying so', async () => {
    const { renderer } = setup({ readReply: () => null });
    const page = await renderer.render('/product-details/no-such-pack', undefined);
    expect(page.status).toBe(404);
    expect(page.pageRendered).toBe(true);
  });

  it('renders without a read not made in time (the browser makes it), sends no replies, and does not keep that document', async () => {
    const { renderer, renders } = setup({ readReply: () => undefined });
    const page = await renderer.render('/product-details', undefined);
    expect(page.pageRendered).toBe(true);
    expect(renders[0]?.replies).toEqual([]);
    expect(page.html).not.toContain('page-reads');
    await renderer.render('/product-details', undefined);
    expect(renders).toHaveLength(2);
  });

  it("names a page from its data: its head's title in place of the route's", async () => {
    const { renderer } = setup({ readReply: () => ({ status: 'success', price: 500 }) });
    const first = await renderer.render('/product-details/suvasa-4g-24', undefined);
    const second = await renderer.render('/product-details/suvasa-2g-48', undefined);
    expect(first.html).toContain('<title>Pack suvasa-4g-24</title>');
    expect(second.html).toContain('<title>Pack suvasa-2g-48</title>');
  });

  it('sends the routes it rendered with, so the browser neither waits for them nor hydrates against others', async () => {
    const { renderer } = setup();
    const { html } = await renderer.render('/about', undefined);
    const json = /<script type="application\/json" id="site-routes">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(TEST_SITE_ROUTES);
  });

  it('routes by what the remotes publish now: a page added, retitled or removed by a release', async () => {
    const added = {
      routes: [
        ...TEST_SITE_ROUTES.routes,
        { path: '/news', module: './AboutPage' as const, title: 'News', remote: 'marketing' },
      ],
      unread: [],
    };
    let site: SiteRoutes = TEST_SITE_ROUTES;
    const { renderer, renders } = setup({ site: () => site });
    expect((await renderer.render('/news', undefined)).pageRendered).toBe(false);
    site = added;
    const page = await renderer.render('/news', undefined);
    expect(page.pageRendered).toBe(true);
    expect(renders.at(-1)?.site).toBe(added);
    site = TEST_SITE_ROUTES;
    expect((await renderer.render('/news', undefined)).pageRendered).toBe(false);
  });

  it("keeps a document per routes: another remote's release that changes them is a new render", async () => {
    let site: SiteRoutes = TEST_SITE_ROUTES;
    const { renderer, renders } = setup({ site: () => site });
    await renderer.render('/about', undefined);
    await renderer.render('/about', undefined);
    expect(renders).toHaveLength(1);
    site = {
      ...TEST_SITE_ROUTES,
      routes: TEST_SITE_ROUTES.routes.map((route) => ({ ...route, title: `${route.title}!` })),
    };
    await renderer.render('/about', undefined);
    expect(renders).toHaveLength(2);
  });

  it("answers a path no route claims with the not-found page (404), or, while a remote's routes cannot be read, its error state (503)", async () => {
    let site: SiteRoutes = TEST_SITE_ROUTES;
    const { renderer } = setup({ renderApp, site: () => site });
    const notFound = await renderer.render('/no-such-page', undefined);
    expect(notFound.status).toBe(404);
    expect(notFound.html).toContain('Page Not Found');
    site = { routes: TEST_SITE_ROUTES.routes.filter((route) => route.remote !== 'account'), unread: ['account'] };
    const unread = await renderer.render('/no-such-page', undefined);
    expect(unread.status).toBe(503);
    expect(unread.html).toContain('This part of the site could not be loaded');
    expect((await renderer.render('/about', undefined)).status).toBe(200);
  });
});

describe('a page in a language (its URL prefix)', () => {
  const marketingWords = () => ({
    hi: { [`page./about.title`]: 'हमारे बारे में', 'about.heading': 'परिचय' },
  });

  it('is rendered under the basename of its language, with its words, lang and the words it rendered with', async () => {
    const { renderer, renders } = setup({ marketingWords });
    const page = await renderer.render('/hi/about', undefined);
    expect(page.status).toBe(200);
    expect(renders[0]?.url).toBe('/hi/about');
    expect(renders[0]?.words.language).toBe('hi');
    expect(page.html).toContain('<html lang="hi" data-debug="false">');
    const json = /<script type="application\/json" id="site-words">(.*?)<\/script>/.exec(page.html)?.[1];
    // The shell's, and the page's remote's: no other remote's words travel with the page.
    expect(JSON.parse(json ?? 'null')).toEqual({
      language: 'hi',
      catalogues: { host: SHELL_WORDS.hi.host, marketing: marketingWords().hi },
    });
  });

  it('keeps a document per language and per words: a remote that changes its words is a new render', async () => {
    let title = 'हमारे बारे में';
    const { renderer, renders } = setup({ marketingWords: () => ({ hi: { 'page./about.title': title } }) });
    await renderer.render('/about', undefined);
    await renderer.render('/hi/about', undefined);
    await renderer.render('/hi/about', undefined);
    expect(renders).toHaveLength(2);
    title = 'परिचय';
    await renderer.render('/hi/about', undefined);
    expect(renders).toHaveLength(3);
  });

  it("gives a page module's head its remote's words in the page's language", async () => {
    const seen: string[] = [];
    const { renderer } = setup({
      marketingWords,
      release: {
        release: '"r1"',
        build: {
          pageModules: {
            './AboutPage': () =>
              Promise.resolve({
                default: () => null,
                head: (_path, _replies, t) => {
                  seen.push(t('about.heading'));
                  return {};
                },
              }),
          },
        },
      },
    });
    await renderer.render('/hi/about', undefined);
    await renderer.render('/gu/about', undefined);
    // No Gujarati catalogue: its ids, as the page itself shows them.
    expect(seen).toEqual(['परिचय', 'about.heading']);
  });

  it("names the page from its remote's catalogue, in the browser's title too, or in English without it", async () => {
    const { renderer } = setup({ renderApp, marketingWords });
    expect((await renderer.render('/hi/about', undefined)).html).toContain('<title>हमारे बारे में</title>');
    expect((await renderer.render('/gu/about', undefined)).html).toContain('<title>About Us</title>');
  });

  it('answers an unknown path under a prefix with the not-found page in that language (404)', async () => {
    const { renderer, renders } = setup({ renderApp });
    const page = await renderer.render('/gu/no-such-page', undefined);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="gu"');
    expect(renders[0]?.words.language).toBe('gu');
    expect((await renderer.render('/gu', undefined)).status).toBe(200);
  });
});
