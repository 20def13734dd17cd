import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LoginRecord, site } from '@site/contract';
import {
  closeCart,
  getLogin,
  openCart,
  PageQueryClientScope,
  type PageQueryClientSlot,
  saveLogin,
  usePageQueryClientSlot,
} from '@site/state';
import { registerTestWords, renderWithProviders } from '@site/testing';
import { fakeLoader, withRemoteLoader } from '../test/fake-loader';
import { TEST_SITE_ROUTES } from '../test/site-routes';
import { appRoutes as appRoutesOf } from './routes';

const routeTable = TEST_SITE_ROUTES.routes;
const appRoutes = () => appRoutesOf(TEST_SITE_ROUTES);

/** Every remote module becomes a page whose heading names it. */
const loader = () => fakeLoader(async (remote, module) => () => <h1>{`${remote} ${module}`}</h1>).loader;

const logIn = () => saveLogin({ api_key: 'key', api_secret: 'secret', customer_id: 'C-1' } as LoginRecord);

describe('the host routes', () => {
  it.each(routeTable)('$path loads $remote $module and sets the title', async (route) => {
    if (route.account) logIn();
    renderWithProviders(appRoutes(), { path: route.path, wrapper: withRemoteLoader(loader()) });
    expect(await screen.findByRole('heading', { name: `${route.remote} ${route.module}` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${route.title} | ${site.brandName}`));
  });

  it("titles a remote's page from its catalogue in the page's language, or from the routes table without it", async () => {
    registerTestWords('marketing', {
      en: { 'page./about.title': 'About Us' },
      hi: { 'page./about.title': 'हमारे बारे में' },
    });
    renderWithProviders(appRoutes(), { path: '/about', language: 'hi', wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: 'marketing ./AboutPage' });
    await waitFor(() => expect(document.title).toBe(`हमारे बारे में | ${site.brandName}`));
    renderWithProviders(appRoutes(), { path: '/partner', language: 'hi', wrapper: withRemoteLoader(loader()) });
    await waitFor(() => expect(document.title).toBe(`Become a Partner | ${site.brandName}`));
  });

  it("titles a remote's English page from the routes table, not its English catalogue", async () => {
    registerTestWords('marketing', { en: { 'page./about.title': 'About Us, as the catalogue had it' } });
    renderWithProviders(appRoutes(), { path: '/about', wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: 'marketing ./AboutPage' });
    const about = routeTable.find((route) => route.path === '/about');
    await waitFor(() => expect(document.title).toBe(`${about?.title} | ${site.brandName}`));
  });

  it('shows the account panel on account pages, with Address active on /user/create-address', async () => {
    logIn();
    renderWithProviders(appRoutes(), { path: '/user/create-address', wrapper: withRemoteLoader(loader()) });
    // Desktop only: jsdom matches no media query, so the panel is there but hidden.
    await screen.findByRole('heading', { name: 'account ./CreateAddressPage' });
    const panel = within(document.querySelector('nav[aria-label="Account"]') as HTMLElement);
    const link = (name: string) => panel.getByRole('link', { name, hidden: true });
    expect(link('Address')).toHaveAttribute('aria-current', 'page');
    expect(link('Profile')).not.toHaveAttribute('aria-current');
    expect(link('Profile')).toHaveAttribute('href', '/user/profile');
    expect(link('Order History')).toHaveAttribute('href', '/orders');
    expect(link('Settings')).toHaveAttribute('href', '/settings');
    expect(link('Log-out')).toHaveAttribute('href', '/logout');
  });

  it('offers keyboard users a first link that skips the header to the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(appRoutes(), { path: '/about', wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: 'marketing ./AboutPage' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['/user/edit-address/ADDR-1', 'Address'],
    ['/orders/SAL-ORD-2026-00001', 'Order History'],
  ])('marks the panel link of the section %s is in as the current page', async (path, label) => {
    logIn();
    renderWithProviders(appRoutes(), { path, wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: /^account / });
    const panel = within(document.querySelector('nav[aria-label="Account"]') as HTMLElement);
    expect(panel.getByRole('link', { name: label, hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(panel.getByRole('link', { name: 'Profile', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('has no account panel on public pages', async () => {
    renderWithProviders(appRoutes(), { path: '/about', wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: 'marketing ./AboutPage' });
    expect(document.querySelector('nav[aria-label="Account"]')).toBeNull();
  });

  it.each(['/no-such-page', '/anything-else'])('shows the not-found page on %s', async (path) => {
    renderWithProviders(appRoutes(), { path, wrapper: withRemoteLoader(loader()) });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${site.brandName}`));
  });

  it.each(routeTable.filter((route) => route.account))(
    'sends a visitor without a stored login from $path to /login, remembering where they were going',
    async (route) => {
      const fake = fakeLoader(async (remote, module) => () => <h1>{`${remote} ${module}`}</h1>);
      const { router } = renderWithProviders(appRoutes(), {
        path: `${route.path}?tab=1`,
        wrapper: withRemoteLoader(fake.loader),
      });
      expect(await screen.findByRole('heading', { name: 'auth ./LoginPage' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ returnTo: `${route.path}?tab=1` });
      expect(fake.calls).not.toContain(`account/${route.module}`);
    },
  );

  it('signs out on /logout and goes to /login', async () => {
    logIn();
    const { router } = renderWithProviders(appRoutes(), { path: '/logout', wrapper: withRemoteLoader(loader()) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getLogin()).toBeNull();
    expect(localStorage.getItem('userLoginData')).toBeNull();
  });

  it('scrolls to the top on navigation, unless the navigation asks for a section', async () => {
    const { router } = renderWithProviders(appRoutes(), { path: '/about', wrapper: withRemoteLoader(loader()) });
    await screen.findByRole('heading', { name: 'marketing ./AboutPage' });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/faq'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/home', { state: { scrollTo: 'products' } }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("mounts the account remote's cart drawer once the cart first opens", async () => {
    const fake = fakeLoader(async (remote, module) => () => <h1>{`${remote} ${module}`}</h1>);
    renderWithProviders(appRoutes(), { path: '/faq', wrapper: withRemoteLoader(fake.loader) });
    await screen.findByRole('heading', { name: 'marketing ./FaqPage' });
    expect(fake.calls).not.toContain('account/./CartDrawer');

    act(() => openCart());
    expect(await screen.findByRole('heading', { name: 'account ./CartDrawer' })).toBeInTheDocument();
    act(() => closeCart());
  });

  it("covers the page with the full-screen spinner while the page's query client says it is loading", async () => {
    let slot: PageQueryClientSlot | null = null;
    const fake = fakeLoader(
      async (remote, module) =>
        function Page() {
          slot = usePageQueryClientSlot();
          return <h1>{`${remote} ${module}`}</h1>;
        },
    );
    const RemoteLoaderAround = withRemoteLoader(fake.loader);
    renderWithProviders(appRoutes(), {
      path: '/faq',
      wrapper: ({ children }) => (
        <PageQueryClientScope>
          <RemoteLoaderAround>{children}</RemoteLoaderAround>
        </PageQueryClientScope>
      ),
    });
    await screen.findByRole('heading', { name: 'marketing ./FaqPage' });
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => slot?.loading.set(true));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => slot?.loading.set(false));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
  });
});
