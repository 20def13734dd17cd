import { describe, expect, it } from 'vitest';
import type { ThemeMode } from '@site/ui';
import type { RenderAppInput, RenderedApp } from '../src/app/server-entry';
import { parseDocumentTemplate } from './document';
import type { RemoteRelease, RemoteServerBuilds } from './remote-pages';
import { createPageRenderer } from './render-page';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Suvasa</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

function setup(options: { release?: RemoteRelease | null; pageThrows?: boolean } = {}) {
  const renders: RenderAppInput[] = [];
  const asked: string[] = [];
  const errors: unknown[] = [];
  const release: RemoteRelease | null =
    options.release === undefined
      ? {
          release: '"r1"',
          build: {
            pageModules: {
              './AboutPage': () =>
                Promise.resolve({ default: () => null, head: () => ({ description: 'from the page' }) }),
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
  const renderer = createPageRenderer({
    renderer: {
      sharedModules: {},
      renderApp: (input): Promise<RenderedApp> => {
        renders.push(input);
        const failed = options.pageThrows && input.page !== null;
        return Promise.resolve({
          status: 200,
          title: 'About Us',
          html: input.page ? `<main>${input.page.module} ${input.mode}</main>` : '<main>loading</main>',
          styles: '<style data-styled="true"></style>',
          errors: failed ? [new Error('window is not defined')] : [],
        });
      },
    },
    builds,
    template: parseDocumentTemplate(TEMPLATE),
    headTags: ({ title, page }) =>
      `<title>${title}</title><meta name="description" content="${page.description ?? ''}">`,
    themeMode: (cookie) => (cookie?.match(/mode=(\w+)/)?.[1] ?? 'system') as ThemeMode,
    themeAttribute: (mode) => (mode === 'system' ? null : mode),
    debug: false,
    onError: (error) => errors.push(error),
  });
  return { renderer, renders, asked, errors };
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

  it('keeps a rendered document per URL, theme mode and release', async () => {
    const { renderer, renders } = setup();
    await renderer.render('/about', 'mode=dark');
    await renderer.render('/about', 'mode=dark');
    expect(renders).toHaveLength(1);
    await renderer.render('/about', 'mode=light');
    await renderer.render('/about?utm=1', 'mode=light');
    expect(renders).toHaveLength(3);
  });

  it('never renders an account page on the server, nor asks its remote', async () => {
    const { renderer, renders, asked } = setup();
    const page = await renderer.render('/user/profile', undefined);
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
});
