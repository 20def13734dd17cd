import { describe, expect, it } from 'vitest';
import {
  composeRoutes,
  describeConflict,
  exposedPages,
  loginReturnState,
  pageLoaders,
  pageModuleName,
  parsePublishedRoutes,
  publishedRoutes,
  type RemotePage,
  type RemoteRoute,
  routeOfPath,
  RoutesError,
  routesUrl,
  safeReturnPath,
} from './routes';

describe('the login return path', () => {
  it('returns to a page of this site', () => {
    expect(safeReturnPath(loginReturnState('/user-address'))).toBe('/user-address');
    expect(safeReturnPath(loginReturnState('/user/profile?tab=1'))).toBe('/user/profile?tab=1');
  });

  it.each([
    ['another origin', '//evil.example/user/profile'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'user/profile'],
  ])('refuses %s', (_label, returnTo) => {
    expect(safeReturnPath({ returnTo })).toBeNull();
  });

  it.each([null, undefined, {}, { returnTo: 42 }, 'string'])('has none for state %j', (state) => {
    expect(safeReturnPath(state)).toBeNull();
  });
});

const marketing: RemoteRoute[] = [
  { path: '/', module: './HomePage', title: 'Home', description: 'The home page.' },
  { path: '/product-details/:itemCode', module: './ProductPage', title: 'Pan Masala' },
];
const account: RemoteRoute[] = [{ path: '/orders/:name', module: './OrderPage', title: 'Order', account: true }];
const office: RemoteRoute[] = [{ path: '/office/orders', module: './OrdersPage', title: 'Orders', private: true }];

describe('published routes', () => {
  it('are taken as the remote published them', () => {
    expect(parsePublishedRoutes(JSON.parse(JSON.stringify({ routes: account })), 'account')).toEqual(account);
    expect(parsePublishedRoutes(JSON.parse(JSON.stringify({ routes: office })), 'office')).toEqual(office);
  });

  it.each([
    ['no list', {}, "marketing's routes.json has no routes list"],
    ['a route without a path', { routes: [{ module: './A', title: 'A' }] }, 'route 1 has no valid path'],
    ['a relative path', { routes: [{ path: 'about', module: './A', title: 'A' }] }, 'route 1 has no valid path'],
    ['a module outside the exposes', { routes: [{ path: '/a', module: '../x', title: 'A' }] }, 'no valid module'],
    ['no title', { routes: [{ path: '/a', module: './A', title: ' ' }] }, '(/a) has no title'],
    [
      'an account flag that is no boolean',
      { routes: [{ path: '/a', module: './A', title: 'A', account: 'yes' }] },
      'bad account flag',
    ],
    [
      'a private flag that is no boolean',
      { routes: [{ path: '/a', module: './A', title: 'A', private: 1 }] },
      'bad private flag',
    ],
    [
      'one path twice (whatever its parameter is called)',
      {
        routes: [
          { path: '/o/:id', module: './A', title: 'A' },
          { path: '/o/:name', module: './B', title: 'B' },
        ],
      },
      'claims /o/:name twice',
    ],
  ])('are refused with %s', (_label, published, message) => {
    expect(() => parsePublishedRoutes(published, 'marketing')).toThrow(RoutesError);
    expect(() => parsePublishedRoutes(published, 'marketing')).toThrow(message);
  });
});

describe('the composed routes', () => {
  it("are every remote's routes, each with its remote", () => {
    const { site, conflicts } = composeRoutes([
      { remote: 'marketing', routes: marketing },
      { remote: 'account', routes: account },
    ]);
    expect(site.routes.map((route) => `${route.remote} ${route.path}`)).toEqual([
      'marketing /',
      'marketing /product-details/:itemCode',
      'account /orders/:name',
    ]);
    expect(site.unread).toEqual([]);
    expect(conflicts).toEqual([]);
  });

  it('give a path two remotes claim to the one listed first, and report it', () => {
    const rival: RemoteRoute[] = [
      { path: '/product-details/:code', module: './Rival', title: 'Rival' },
      { path: '/rival', module: './Rival', title: 'Rival' },
    ];
    const { site, conflicts } = composeRoutes([
      { remote: 'marketing', routes: marketing },
      { remote: 'rival', routes: rival },
    ]);
    expect(routeOfPath(site.routes, '/product-details/suvasa-4g-24')?.remote).toBe('marketing');
    expect(routeOfPath(site.routes, '/rival')?.remote).toBe('rival');
    expect(conflicts).toEqual([{ path: '/product-details/:code', kept: 'marketing', dropped: 'rival' }]);
    expect(describeConflict(conflicts[0]!)).toBe(
      'rival and marketing both claim /product-details/:code: marketing, listed first in remotes.json, serves it',
    );
  });

  it('name the remotes whose routes could not be read', () => {
    const { site } = composeRoutes([
      { remote: 'marketing', routes: marketing },
      { remote: 'account', routes: null },
    ]);
    expect(site.unread).toEqual(['account']);
    expect(routeOfPath(site.routes, '/orders/SO-1')).toBeUndefined();
  });
});

describe('the route of a path', () => {
  const { site } = composeRoutes([{ remote: 'marketing', routes: marketing }]);
  it('is the route with that path, or the one whose parameters it fills', () => {
    expect(routeOfPath(site.routes, '/')?.module).toBe('./HomePage');
    expect(routeOfPath(site.routes, '/product-details/x')?.module).toBe('./ProductPage');
    expect(routeOfPath(site.routes, '/product-details/')).toBeUndefined();
    expect(routeOfPath(site.routes, '/product-details/x/y')).toBeUndefined();
  });

  it("is published beside the remote's entry", () => {
    expect(routesUrl('https://cdn.example/marketing/mf-manifest.json')).toBe(
      'https://cdn.example/marketing/routes.json',
    );
  });
});

describe("a remote's pages, named by their files", () => {
  const pages: RemotePage[] = [
    { path: '/', page: './src/features/home/home-page.tsx', title: 'Home' },
    { path: '/home', page: './src/features/home/home-page.tsx', title: 'Home' },
    { path: '/orders/:name', page: './src/features/orders/order-page.tsx', title: 'Order', account: true },
  ];

  it('are exposed and published under the module their file names make', () => {
    expect(pageModuleName('./src/features/policies/privacy-policy-page.tsx')).toBe('./PrivacyPolicyPage');
    expect(exposedPages(pages)).toEqual({
      './HomePage': './src/features/home/home-page.tsx',
      './OrderPage': './src/features/orders/order-page.tsx',
    });
    expect(publishedRoutes(pages)).toEqual([
      { path: '/', module: './HomePage', title: 'Home' },
      { path: '/home', module: './HomePage', title: 'Home' },
      { path: '/orders/:name', module: './OrderPage', title: 'Order', account: true },
    ]);
  });

  it('refuse two files that would be exposed under one name', () => {
    const twice = [
      ...pages,
      { path: '/returns/:name', page: './src/features/returns/order-page.tsx', title: 'Return' },
    ];
    expect(() => exposedPages(twice)).toThrow(
      new RoutesError(
        './src/features/orders/order-page.tsx and ./src/features/returns/order-page.tsx are both exposed as ./OrderPage',
      ),
    );
  });

  it('are loaded by their feature and name, once per file', async () => {
    const loaders = pageLoaders(pages, async (feature, name) => `${feature}/${name}`);
    expect(Object.keys(loaders)).toEqual(['./HomePage', './OrderPage']);
    expect(await loaders['./OrderPage']?.()).toBe('orders/order');
  });
});
