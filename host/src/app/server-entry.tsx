/**
 * The host's server build (rspack.config.base.ts → dist-server/render.cjs): renders the shell and,
 * when the rendering server has it, the page's module to HTML, with the styles of what it rendered.
 * It also hands the remotes' server builds the one copy of each shared module (SERVER_SHARED_MODULES).
 *
 * Nothing of a visitor is read from module scope here: the stores give their server snapshot (the
 * anonymous first visit), and the per-request inputs, the theme mode and the page's words, come as arguments.
 */
import type { ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as reactQuery from '@tanstack/react-query';
import * as reactHookForm from 'react-hook-form';
import type { Language } from '@site/contract/languages';
import type { SiteWords } from '@site/state';
import { languageBasename, type ReadReply, type RemoteName, type SiteRoutes } from '@site/state/routes';
import type { ThemeMode } from '@site/ui';
import * as siteState from '@site/state';
import * as siteApi from '@site/state/api';
import * as siteCart from '@site/state/cart';
import * as siteQuery from '@site/state/query';
import * as siteRoutes from '@site/state/routes';
import * as siteUi from '@site/ui';
import * as siteUiForm from '@site/ui/form';
import * as siteUiRecords from '@site/ui/records';
import type { RemoteLoader } from '../lib/federation';
import type { ServerSharedModule } from '@site/federation';
import type { RouteHandle } from './layout/layout';
import { AppProviders } from './app';
import { routeWords } from './layout/route-words';
import { appRoutes } from './routes';

export const sharedModules: Record<ServerSharedModule, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  'styled-components': styledComponents,
  '@tanstack/react-query': reactQuery,
  'react-hook-form': reactHookForm,
  '@site/state': siteState,
  '@site/state/api': siteApi,
  '@site/state/cart': siteCart,
  '@site/state/query': siteQuery,
  '@site/state/routes': siteRoutes,
  '@site/ui': siteUi,
  '@site/ui/form': siteUiForm,
  '@site/ui/records': siteUiRecords,
};

/** A page module the rendering server loaded from its remote's server build. */
export interface ServerPage {
  remote: RemoteName;
  module: string;
  Component: ComponentType;
}

/** A catalogue's words as a function, for the rendering server's head tags (one Lingui copy: this build's). */
export const translatorOf = siteState.translatorOf;

export interface RenderAppInput {
  /** Path and query of the request, with its language prefix (`/hi/products`). */
  url: string;
  /** The page's language (the URL's prefix, the router's basename) and the catalogues it is rendered with. */
  words: SiteWords;
  /** The site's routes as the remotes publish them now (host/server/remote-routes.ts). */
  site: SiteRoutes;
  mode: ThemeMode;
  /** The page's module, or null: the page area then shows the loading state and the browser renders it. */
  page: ServerPage | null;
  /** The page's reads as made for this request (`PageRead`): its query client starts with them. */
  replies?: readonly ReadReply[];
  /** How long React may take (ms): a render not ready by then is aborted and fails. */
  timeoutMs: number;
}

export interface RenderedApp {
  /** 404 for the not-found page; 503 for a path that may be a page of a remote whose routes could not be read. */
  status: number;
  /** The route's title, as the browser sets it (the route table's, or the not-found page's), in the page's language. */
  title: string | undefined;
  /** The route's description, in the page's language. */
  description: string | undefined;
  /** The inside of `#root`. */
  html: string;
  /** `<style>` elements of everything rendered, in styled-components' own format (the browser takes them over). */
  styles: string;
  /**
   * Errors thrown while rendering. One inside the page leaves the page to the browser (React marks
   * that part for client rendering), so the caller logs it and does not keep the document.
   */
  errors: unknown[];
}

/**
 * The whole render as one string, once everything is ready; errors collected rather than lost. A page
 * that suspends forever would hold the request: past `timeoutMs` the render is aborted and fails.
 */
function renderToHtml(element: ReactNode, timeoutMs: number): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, errors }));
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      const error = new Error(`the render was not ready within ${timeoutMs} ms`);
      reject(error);
      // React stops working on it and lets go of what it was waiting for.
      stream.abort(error);
    }, timeoutMs);
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary into a hidden segment moved by an inline script (the CSP forbids
      // inline scripts): the page is sent whole, in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(deadline);
        // An aborted render is reported ready too; it has failed already, there is nothing to write.
        if (!timedOut) stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(deadline);
        reject(error);
      },
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

/**
 * The router's handler for the routes as published now: made again only when they change (a remote's
 * release), so a page request costs no route building.
 */
const handlers = new WeakMap<SiteRoutes, Map<Language, ReturnType<typeof createStaticHandler>>>();
function staticHandler(site: SiteRoutes, language: Language) {
  let byLanguage = handlers.get(site);
  if (!byLanguage) {
    byLanguage = new Map();
    handlers.set(site, byLanguage);
  }
  let handler = byLanguage.get(language);
  if (!handler) {
    const basename = languageBasename(language);
    handler = createStaticHandler(appRoutes(site), basename ? { basename } : {});
    byLanguage.set(language, handler);
  }
  return handler;
}

/** The page's module as already loaded; nothing else is ever loaded during a server render. */
function serverLoader(page: ServerPage | null): RemoteLoader {
  const peek = (remote: RemoteName, module: string) =>
    page && page.remote === remote && page.module === module ? page.Component : undefined;
  return {
    peek,
    load: (remote, module) => {
      const Component = peek(remote, module);
      return Component ? Promise.resolve(Component) : Promise.reject(new Error('not loaded on the server'));
    },
    reset: () => undefined,
    checkForNewRelease: () => Promise.resolve(false),
  };
}

export async function renderApp({
  url,
  words,
  site,
  mode,
  page,
  replies,
  timeoutMs,
}: RenderAppInput): Promise<RenderedApp> {
  const handler = staticHandler(site, words.language);
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
  // No route has a loader or an action: the router never answers with a redirect here.
  if (context instanceof Response) throw new Error(`the router answered ${url} with a response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const route = context.matches.at(-1)?.route;
  const notFound = route?.path === '*';
  const sheet = new ServerStyleSheet();
  try {
    const { html, errors } = await renderToHtml(
      sheet.collectStyles(
        <AppProviders loader={serverLoader(page)} words={words} initialMode={mode} replies={replies}>
          {/* hydrate={false}: no inline script of router state (the CSP forbids them; there is no loader data). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
      timeoutMs,
    );
    const { title, description } = routeWords(route?.handle as RouteHandle | undefined, words);
    const status = notFound ? (site.unread.length > 0 ? 503 : 404) : context.statusCode;
    return { status, title, description, html, styles: sheet.getStyleTags(), errors };
  } finally {
    sheet.seal();
  }
}
