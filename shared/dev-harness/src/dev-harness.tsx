/**
 * Runs one remote alone (`npm run dev -w @site/remote-<name>`): its pages under the same shared
 * providers the host gives them, with a router of their own and a bar linking its routes. The routes
 * are the `routes.json` its dev server publishes, the file the host reads, so the team sees exactly the
 * pages it ships. Pages are imported directly, not through federation, so the remote's team needs
 * nothing else running except the API server for pages that call it. They speak the language chosen in
 * the bar (or `?lang=`), with the remote's catalogue as its dev server publishes it.
 */
import { lazy, StrictMode, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, documentTitle, isLanguage, type Language, LANGUAGE_CODES, LANGUAGES } from '@site/contract';
import { publishedSharedCatalogue } from '@site/contract/i18n';
import {
  type CompiledCatalogue,
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

/** Where the harness remembers the tab's language across reloads and `?lang=`-less links. */
const LANGUAGE_KEY = 'dev-harness-language';
const LANGUAGE_PARAM = 'lang';

/** `?lang=` when it names one of ours (remembered from then on), else the tab's last choice, else English. */
function initialLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) {
    sessionStorage.setItem(LANGUAGE_KEY, asked);
    return asked;
  }
  const remembered = sessionStorage.getItem(LANGUAGE_KEY);
  return isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

/** What the dev server's client posts to the page when a build is done and served. */
const BUILD_DONE = new Set(['webpackOk', 'webpackWarnings']);

interface CatalogueRead {
  language: Language;
  /** The published file as read, to keep the same words (and the pages' state) when a build left it alone. */
  text?: string;
  catalogue?: CompiledCatalogue;
  failure?: string;
}

/** The remote's catalogue of `language` as its dev server publishes it now; none before the remote has one. */
async function readCatalogue(language: Language): Promise<CatalogueRead> {
  const file = `/${wordsFile(language)}`;
  try {
    const response = await fetch(file, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (response.status === 404) return { language };
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    const text = await response.text();
    return { language, text, catalogue: JSON.parse(text) as CompiledCatalogue };
  } catch (error) {
    return { language, failure: String(error) };
  }
}

const sameRead = (a: CatalogueRead, b: CatalogueRead) =>
  a.language === b.language && a.text === b.text && a.failure === b.failure;

/**
 * The words the harness gives its pages: the remote's catalogue read from its own dev server, again after
 * each build so an edited catalogue shows, and the contract's shared messages compiled here (the host
 * publishes those on the site; the harness has none, and the remote bundles the contract anyway), in Hindi
 * and Gujarati only, as the host gives them: an English page says the contract's English. While another
 * language is read the pages keep the words they have.
 */
function useHarnessWords(remote: RemoteName, language: Language): { words: SiteWords | null; failure?: string } {
  const [build, setBuild] = useState(0);
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && BUILD_DONE.has(type)) setBuild((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const [read, setRead] = useState<CatalogueRead | null>(null);
  useEffect(() => {
    let current = true;
    void readCatalogue(language).then((next) => {
      if (current) setRead((previous) => (previous && sameRead(previous, next) ? previous : next));
    });
    return () => {
      current = false;
    };
  }, [language, build]);

  const words = useMemo<SiteWords | null>(
    () =>
      read && {
        language: read.language,
        catalogues: {
          ...(read.language === DEFAULT_LANGUAGE ? {} : { shared: publishedSharedCatalogue(read.language) }),
          [remote]: read.catalogue,
        },
      },
    [read, remote],
  );
  useEffect(() => {
    if (words) document.documentElement.lang = words.language;
  }, [words]);
  return { words, failure: read?.failure };
}

function Harness({ remote, modules, routes }: { remote: RemoteName; modules: PageModules; routes: RemoteRoute[] }) {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [language, setLanguage] = useState(initialLanguage);
  const { words, failure } = useHarnessWords(remote, language);
  const choose = (next: string) => {
    if (!isLanguage(next)) return;
    sessionStorage.setItem(LANGUAGE_KEY, next);
    setLanguage(next);
    // A `?lang=` in the address would bring back the old language at a reload.
    if (searchParams.has(LANGUAGE_PARAM))
      setSearchParams(
        (params) => {
          params.set(LANGUAGE_PARAM, next);
          return params;
        },
        { replace: true },
      );
  };
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
        <label>
          Language{' '}
          <select value={language} onChange={(event) => choose(event.target.value)}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGES[code]}
              </option>
            ))}
          </select>
        </label>
        {failure && (
          <span role="alert">
            The {remote} remote's words could not be read: {failure}
          </span>
        )}
      </Bar>
      {words ? (
        <WordsProvider words={words}>
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
        </WordsProvider>
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}

/** `?apiBase=` points the harness at another API; otherwise the local server on port 8000. The root: a test unmounts it. */
export async function mountDevHarness(remote: RemoteName, modules: PageModules): Promise<Root> {
  const apiBase = new URLSearchParams(window.location.search).get('apiBase') ?? undefined;
  configureRuntime({ apiBase, debug: true });
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
    return root;
  }
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
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
    </StrictMode>,
  );
  return root;
}
