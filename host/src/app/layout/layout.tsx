import { useEffect, useState } from 'react';
import { Outlet, useHref, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { CART_DRAWER_MODULE, type RemoteName, useCartOpen, useShownPageHead, useSiteWords } from '@site/state';
import { AccountNav } from '../../features/account-nav/account-nav';
import { Footer } from '../../features/footer/footer';
import { Header } from '../../features/header/header';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { RemoteWidget } from '../../features/remote-loading/remote-widget';
import { useWords } from '../../lib/words';
import { FullScreenSpinner } from './full-screen-spinner';
import { routeWords } from './route-words';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';

const MAIN_CONTENT_ID = 'main-content';

/** What each route of the router carries in its `handle`. */
export interface RouteHandle {
  title: string;
  description?: string;
  account?: boolean;
  /** A remote's page: its remote and route path, whose catalogue names it in the page's language. */
  remote?: RemoteName;
  path?: string;
}

// A full viewport, so the footer starts below the fold and does not jump down when the page's
// remote module arrives (without it, a CLS of 0.27 on every page; bench/README.md).
const Main = styled.main`
  min-height: 100vh;

  /* Focused only as the skip link's target: the page itself is not a control to outline. */
  &:focus {
    outline: none;
  }
`;

// Keyboard users skip the header's links; the link shows only while it has focus.
const SkipLink = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1000;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const AccountGrid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem ${({ theme }) => theme.layout.gutter};

  @media ${({ theme }) => theme.breakpoints.md} {
    display: grid;
    grid-template-columns: 15rem 1fr;
    gap: 1.5rem;
  }
`;

function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteHandle | undefined;
}

/** docs/product.md#shared-layout: header, page, footer; scroll to top; the shared loading spinner; the title. */
export function Layout() {
  const t = useWords();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const cartOpen = useCartOpen();
  // The account remote's drawer is fetched the first time the cart opens, not on every page.
  const [cartUsed, setCartUsed] = useState(cartOpen);
  useEffect(() => {
    if (cartOpen) setCartUsed(true);
  }, [cartOpen]);
  useScrollToTop();
  // A page that names itself from its data (a pack's page) overrides its route's words.
  const pageHead = useShownPageHead(useHref(pathname));
  const words = useSiteWords();
  const route = words ? routeWords(handle, words) : handle;
  useDocumentTitle(pageHead?.title ?? route?.title, pageHead?.description ?? route?.description);

  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipLink')}</SkipLink>
      <Header languageSwitch={<LanguageSwitch />} />
      {/* tabIndex -1: the skip link moves focus here, so the next Tab starts inside the page. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {handle?.account ? (
          <AccountGrid>
            <AccountNav />
            <div>
              <Outlet key={pathname} />
            </div>
          </AccountGrid>
        ) : (
          <Outlet key={pathname} />
        )}
      </Main>
      <Footer />
      {cartUsed && (
        <RemoteWidget remote={CART_DRAWER_MODULE.remote} module={CART_DRAWER_MODULE.module} retryWhen={cartOpen} />
      )}
      <FullScreenSpinner />
    </>
  );
}
