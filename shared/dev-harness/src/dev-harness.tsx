/**
 * Runs one remote alone (`npm run dev -w @site/remote-<name>`): its pages under the same shared
 * providers the host gives them, with a router of their own and a bar linking its routes. The routes
 * are the `routes.json` its dev server publishes, the file the host reads, so the team sees exactly the
 * pages it ships. Pages are imported directly, not through federation, so the remote's team needs
 * nothing else running except the API server for pages that call it. `?lang=hi` shows them in Hindi, with
 * the `locales/hi.json` its dev server publishes, as the host would.
 */
import { lazy, StrictMode, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, documentTitle, isLanguage, type Language } from '@site/contract';
import { compiledSharedCatalogue } from '@site/contract/i18n';
import {
  configureRuntime,
  PageQueryClientScope,
  parsePublishedRoutes,
  type RemoteName,
  type RemoteRoute,
  ROUTES_FILE,
  routeOfPath,
  type SiteWords,
  ToastArea,
  useShownPageHead,
  wordsFile,
  WordsProvider,
} from '@site/state';
import { createQueryClient } from '@site/state/query';
import { GlobalStyle, ThemeModeProvider } from '@site/ui';

export type PageModules = Record<string, () => Promise<{ default: ComponentType }>>;

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;

  strong {
    margin-right: 0.5rem;
  }

  a.active {
    font-weight: 700;
  }
`;

function Harness({ remote, modules, routes }: { remote: RemoteName; modules: PageModules; routes: RemoteRoute[] }) {
  const { pathname } = useLocation();
  // A page that names itself from its data (a pack's page) overrides its route's title, as on the site.
  const pageHead = useShownPageHead(pathname);
  const title =
    pageHead?.title ??
    routeOfPath(
      routes.map((route) => ({ ...route, remote })),
      pathname,
    )?.title;
  useEffect(() => {
    document.title = `${documentTitle(title)} (${remote} harness)`;
  }, [remote, title]);
  const lazyModules = useMemo(
    () => Object.fromEntries(Object.entries(modules).map(([name, load]) => [name, lazy(load)])),
    [modules],
  );
  const extraModules = Object.keys(modules).filter((name) => !routes.some((route) => route.module === name));

  return (
    <>
      <Bar aria-label="Dev harness">
        <strong>{remote} remote (dev harness)</strong>
        {routes.map((route) => (
          <NavLink key={route.path} to={route.path} end>
            {route.path}
          </NavLink>
        ))}
      </Bar>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <main>
          <Routes>
            {routes.map((route) => {
              const Page = lazyModules[route.module];
              return <Route key={route.path} path={route.path} element={Page ? <Page /> : null} />;
            })}
            <Route path="*" element={<p>Not a route of the {remote} remote.</p>} />
          </Routes>
        </main>
        {extraModules.map((name) => {
          const Widget = lazyModules[name];
          return Widget ? <Widget key={name} /> : null;
        })}
      </Suspense>
    </>
  );
}

/** The remote's words in `language` from its dev server, with the contract's shared messages; its ids without them. */
async function harnessWords(remote: RemoteName, language: Language): Promise<SiteWords> {
  const catalogues: SiteWords['catalogues'] = { shared: compiledSharedCatalogue(language) };
  try {
    const response = await fetch(`/${wordsFile(language)}`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/${wordsFile(language)} answered ${response.status}`);
    catalogues[remote] = (await response.json()) as SiteWords['catalogues'][string];
  } catch (error) {
    console.warn(`The ${remote} remote's words could not be read: its ids show`, error);
  }
  return { language, catalogues };
}

/**
 * `?apiBase=` points the harness at another API; otherwise the local server on port 8000. `?lang=` (`hi`,
 * `gu`) chooses the language; English otherwise.
 */
export async function mountDevHarness(remote: RemoteName, modules: PageModules): Promise<void> {
  const search = new URLSearchParams(window.location.search);
  const apiBase = search.get('apiBase') ?? undefined;
  const asked = search.get('lang');
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  configureRuntime({ apiBase, debug: true, language });
  document.documentElement.lang = language;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let routes: RemoteRoute[];
  try {
    const response = await fetch(`/${ROUTES_FILE}`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/${ROUTES_FILE} answered ${response.status}`);
    routes = parsePublishedRoutes(await response.json(), remote);
  } catch (error) {
    root.render(
      <p role="alert">
        The {remote} remote's routes could not be read: {String(error)}
      </p>,
    );
    return;
  }
  const words = await harnessWords(remote, language);
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
      <WordsProvider words={words}>
        <ThemeModeProvider>
          <GlobalStyle />
          <ToastArea />
          <PageQueryClientScope client={queryClient}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <Harness remote={remote} modules={modules} routes={routes} />
              </BrowserRouter>
            </QueryClientProvider>
          </PageQueryClientScope>
        </ThemeModeProvider>
      </WordsProvider>
    </StrictMode>,
  );
}
