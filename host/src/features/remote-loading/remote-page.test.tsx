import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configureRuntime, WordsProvider } from '@site/state';
import { renderWithProviders, testWords } from '@site/testing';
import { ThemeModeProvider } from '@site/ui';
import type { Language } from '@site/contract';
import type { SiteRoutes } from '@site/state/routes';
import type { RemoteLoader } from '../../lib/federation';
import { fakeLoader, FAST_POLICY, withRemoteLoader } from '../../test/fake-loader';
import { TEST_SITE_ROUTES } from '../../test/site-routes';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemotePage } from './remote-page';

const HomePage = () => <h1>Home page</h1>;

function renderHome(
  load: Parameters<typeof fakeLoader>[0],
  refreshRoutes?: () => Promise<SiteRoutes>,
  language: Language = 'en',
) {
  const fake = fakeLoader(load);
  const page = <RemotePage remote="marketing" module="./HomePage" removed={<h1>Page Not Found</h1>} />;
  renderWithProviders([{ path: '/', element: page }], {
    language,
    wrapper: ({ children }) => (
      <RemoteLoaderProvider loader={fake.loader} policy={FAST_POLICY} refreshRoutes={refreshRoutes}>
        {children}
      </RemoteLoaderProvider>
    ),
  });
  return fake;
}

/**
 * `routes` rendered to HTML as the host's server does (`./HomePage` loaded there), in a container of the
 * document; `hydrate` brings it to life in the browser with the browser's own loader, as the host's entry does.
 */
async function serverRendered(routes: RouteObject[]) {
  const site = (loader: RemoteLoader, router: ReturnType<typeof createMemoryRouter>) => (
    <WordsProvider words={testWords()}>
      <ThemeModeProvider>
        <RemoteLoaderProvider loader={loader} policy={FAST_POLICY}>
          <RouterProvider router={router} />
        </RemoteLoaderProvider>
      </ThemeModeProvider>
    </WordsProvider>
  );
  const onServer = fakeLoader(async () => HomePage);
  await onServer.loader.load('marketing', './HomePage');
  const container = document.createElement('div');
  container.innerHTML = renderToString(site(onServer.loader, createMemoryRouter(routes)));
  document.body.append(container);
  let root: Root | undefined;
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  const hydrate = async (loader: RemoteLoader, options: { router?: ReturnType<typeof createMemoryRouter> } = {}) => {
    // A page that failed to load replaces the server's HTML: React reports the mismatch, as it should.
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, site(loader, options.router ?? createMemoryRouter(routes)), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    return recoverableErrors;
  };
  return { container, hydrate };
}

describe('RemotePage', () => {
  it('shows a loading state, then the remote page', async () => {
    renderHome(async () => HomePage);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('retries once by itself before showing the fallback that names the failed part', async () => {
    const fake = renderHome(async () => {
      throw new Error('connection refused');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(alert).toHaveTextContent('company and product pages (marketing)');
    expect(fake.calls).toHaveLength(2);
    expect(fake.resets).toEqual(['marketing', 'marketing']);
  });

  it('says the fallback in Hindi on a Hindi page', async () => {
    renderHome(
      async () => {
        throw new Error('connection refused');
      },
      undefined,
      'hi',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('साइट का यह हिस्सा खुल नहीं पाया');
    expect(alert).toHaveTextContent('कंपनी और प्रोडक्ट के पेज (marketing) अभी जवाब नहीं दे रहे हैं।');
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
  });

  it("is the not-found page when its remote's routes no longer have it (a release removed it)", async () => {
    const withoutHome = { ...TEST_SITE_ROUTES, routes: TEST_SITE_ROUTES.routes.filter((route) => route.path !== '/') };
    renderHome(
      async () => {
        throw new Error('no ./HomePage in this release');
      },
      async () => withoutHome,
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the fallback when its remote still publishes it, or its routes cannot be read', async () => {
    for (const refresh of [async () => TEST_SITE_ROUTES, () => Promise.reject(new Error('down'))]) {
      renderHome(async () => {
        throw new Error('connection refused');
      }, refresh);
      await screen.findByRole('alert');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
      expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('recovers on Retry once the remote answers again', async () => {
    let up = false;
    const fake = renderHome(async () => {
      if (!up) throw new Error('down');
      return HomePage;
    });
    await screen.findByRole('alert');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(3);
  });

  describe('a remote built against a newer shared singleton than the host provides', () => {
    const refusal = () =>
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @site/state does not satisfy the requirement of marketing which needs ^1.1.0)',
      );

    afterEach(() => {
      configureRuntime({ debug: false });
      vi.restoreAllMocks();
    });

    it('shows the fallback that says the part is being updated, with a reload, and never the page', async () => {
      const fake = renderHome(async () => {
        throw refusal();
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveAttribute('data-fallback-reason', 'update');
      expect(alert).toHaveTextContent('This part of the site is being updated');
      expect(alert).toHaveTextContent(
        'The company and product pages have been updated and need a newer version of the site than this page has.',
      );
      expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
      // No automatic retry: it would get the same refusal.
      expect(fake.calls).toHaveLength(1);
    });

    it('logs the detail to the console in debug mode only', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderHome(async () => {
        throw refusal();
      });
      await screen.findByRole('alert');
      expect(error).not.toHaveBeenCalled();
      cleanup();

      configureRuntime({ debug: true });
      renderHome(async () => {
        throw refusal();
      });
      await screen.findByRole('alert');
      // The fallback logs from an effect, which a busy machine may run after the alert is found.
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'The marketing remote needs a newer shared singleton: marketing needs @site/state ^1.1.0; the host provides 1.0.0',
          expect.any(Error),
        ),
      );
    });

    it('says the same when the refusal comes while the page renders (a chunk it loads later)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderHome(async () => () => {
        throw refusal();
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveAttribute('data-fallback-reason', 'update');
    });
  });

  it('falls back when the remote does not answer in time', async () => {
    renderHome(() => new Promise(() => undefined));
    expect(await screen.findByRole('alert', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows a page visited before at once, and asks its remote for a new release for the next navigation', async () => {
    const fake = fakeLoader(async (_remote, module) => () => <h1>{module}</h1>);
    const { router } = renderWithProviders(
      [
        { path: '/', element: <RemotePage remote="marketing" module="./HomePage" /> },
        { path: '/about', element: <RemotePage remote="marketing" module="./AboutPage" /> },
      ],
      { wrapper: withRemoteLoader(fake.loader) },
    );
    await screen.findByRole('heading', { name: './HomePage' });
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: './AboutPage' });
    expect(fake.releaseChecks).toEqual([]);

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: './HomePage' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(fake.releaseChecks).toEqual(['marketing']);
    expect(fake.calls).toEqual(['marketing/./HomePage', 'marketing/./AboutPage']);
  });

  it('on a page the server rendered, shows the fallback once hydration’s load and its retry fail, and loads again only on Retry', async () => {
    const { container, hydrate } = await serverRendered([
      { path: '/', element: <RemotePage remote="marketing" module="./HomePage" removed={<h1>Page Not Found</h1>} /> },
    ]);
    expect(within(container).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();

    let answering = false;
    const inBrowser = fakeLoader(async () => {
      if (answering) return HomePage;
      throw new Error('connection refused');
    });
    const recoverableErrors = await hydrate(inBrowser.loader);
    expect(await within(container).findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await act(() => new Promise((resolve) => setTimeout(resolve, FAST_POLICY.timeoutMs)));
    expect(inBrowser.calls).toEqual(['marketing/./HomePage', 'marketing/./HomePage']);
    expect(within(container).queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();

    answering = true;
    await userEvent.click(within(container).getByRole('button', { name: 'Retry' }));
    expect(await within(container).findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(inBrowser.calls).toHaveLength(3);
    expect(recoverableErrors.length).toBeGreaterThan(0);
  });

  it('asks for no new release when hydrating the page its start-up just loaded, and asks on a revisit', async () => {
    const routes = [
      { path: '/', element: <RemotePage key="/" remote="marketing" module="./HomePage" /> },
      { path: '/about', element: <RemotePage key="/about" remote="marketing" module="./AboutPage" /> },
    ];
    const { container, hydrate } = await serverRendered(routes);
    const inBrowser = fakeLoader(async () => HomePage);
    // As the host's entry does: the page's module is loading before React starts.
    await inBrowser.loader.load('marketing', './HomePage');
    const router = createMemoryRouter(routes);
    await hydrate(inBrowser.loader, { router });
    expect(within(container).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(inBrowser.releaseChecks).toEqual([]);

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/'));
    expect(within(container).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(inBrowser.releaseChecks).toEqual(['marketing']);
  });

  it('on a page the server rendered and the browser loaded, loads a later visit afresh after a new release', async () => {
    // Keyed, as the site's layout does: each visit to a page mounts it afresh.
    const routes = [
      { path: '/', element: <RemotePage key="/" remote="marketing" module="./HomePage" /> },
      { path: '/about', element: <RemotePage key="/about" remote="marketing" module="./AboutPage" /> },
    ];
    const { container, hydrate } = await serverRendered(routes);

    let release = 'A';
    const inBrowser = fakeLoader(async (_remote, module) => {
      const shown = `${module} of release ${release}`;
      return () => <h1>{shown}</h1>;
    });
    const router = createMemoryRouter(routes);
    await hydrate(inBrowser.loader, { router });
    await within(container).findByRole('heading', { name: './HomePage of release A' });

    await act(() => router.navigate('/about'));
    await within(container).findByRole('heading', { name: './AboutPage of release A' });
    release = 'B';
    inBrowser.loader.reset('marketing');
    await act(() => router.navigate('/'));
    expect(await within(container).findByRole('heading', { name: './HomePage of release B' })).toBeInTheDocument();
    expect(inBrowser.calls).toEqual(['marketing/./HomePage', 'marketing/./AboutPage', 'marketing/./HomePage']);
  });

  it('keeps a page that throws while rendering inside its slot, and Retry reloads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failure');
      return <h1>Recovered</h1>;
    };
    renderHome(async () => Flaky);
    await screen.findByRole('alert');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
