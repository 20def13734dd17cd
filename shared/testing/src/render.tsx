import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject, useLocation } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@site/contract';
import { PageQueryClientScope, ToastArea, WordsProvider } from '@site/state';
import { createQueryClient, isLoadingOverlayOn } from '@site/state/query';
import { ThemeModeProvider } from '@site/ui';
import { testWords } from './words';

/** Shows where the router is and with which navigation state, so a test can follow links. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">{JSON.stringify({ pathname: location.pathname, state: location.state ?? null })}</div>
  );
}

const Passthrough = ({ children }: { children: ReactNode }) => children;

/** The query client of the latest `renderWithProviders`. */
let renderedClient: QueryClient | null = null;

/**
 * Whether the page rendered last is under the loading overlay (docs/product.md#loading-overlay): what the
 * host derives from the page's query client.
 */
export function loadingOverlayShown(): boolean {
  return renderedClient !== null && isLoadingOverlayOn(renderedClient);
}

/** Where the router is (see `renderWithProviders`). */
export function currentLocation(): { pathname: string; state: unknown } {
  return JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { pathname: string; state: unknown };
}

export interface RenderOptions {
  /** Where the router starts (with a query string if any). */
  path?: string;
  /** The navigation state it starts with, as a link or `navigate` would give it. */
  state?: unknown;
  /**
   * The route the element is mounted at. By default it is shown at every path with the location probe
   * beside it; given a route, it is shown there only and every other path shows the probe instead, so
   * a test sees the page being left.
   */
  route?: string;
  /** A query client of the test's own; a fresh one otherwise, so no test sees another's cache. */
  queryClient?: QueryClient;
  /** The toast area (default); `false` for tests that read `notify`'s calls instead of the toasts. */
  toasts?: boolean;
  /** Providers of the app's own around the router (the host's remote loader). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The page's language (English by default): its registered catalogues (`registerTestWords`). */
  language?: Language;
}

function routesFor(ui: ReactElement, route: string | undefined): RouteObject[] {
  if (!route) {
    return [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ];
  }
  return [
    { path: route, element: ui },
    { path: '*', element: <LocationProbe /> },
  ];
}

/**
 * The one render helper of component tests: an element (or a route table) the way the host renders a
 * page (theme mode, a fresh query client, a memory router, the one toast area), plus a user to drive it
 * and the router to read or move.
 */
export function renderWithProviders(
  ui: ReactElement | RouteObject[],
  {
    path = '/',
    state,
    route,
    queryClient = createQueryClient(),
    toasts = true,
    wrapper: Wrapper = Passthrough,
    language,
  }: RenderOptions = {},
) {
  const user = userEvent.setup();
  renderedClient = queryClient;
  const router = createMemoryRouter(Array.isArray(ui) ? ui : routesFor(ui, route), {
    initialEntries: [{ ...parsePath(path), state }],
  });
  const view = render(
    <WordsProvider words={testWords(language)}>
      <ThemeModeProvider>
        <PageQueryClientScope client={queryClient}>
          <QueryClientProvider client={queryClient}>
            <Wrapper>
              <RouterProvider router={router} />
            </Wrapper>
          </QueryClientProvider>
        </PageQueryClientScope>
        {toasts && <ToastArea />}
      </ThemeModeProvider>
    </WordsProvider>,
  );
  return { ...view, user, queryClient, router };
}
