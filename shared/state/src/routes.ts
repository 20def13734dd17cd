/**
 * The route table (docs/product.md#route-list): URL → remote → exposed page module. The host builds its router from
 * it and each remote exposes exactly the modules it names, so a screen's code is one hop from its
 * URL: find the path here, then `remotes/<remote>/src/features/…` behind the module.
 */
import { site } from '@site/contract';

export * from './page-reads';

export const REMOTE_NAMES = ['marketing', 'inquiry', 'auth', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./HomePage`; its default export is the page component. */
  module: `./${string}`;
  /** Document title of the page. */
  title: string;
  /** Meta description (≤ 160 characters) of a public page, for search results and link previews. */
  description?: string;
  /** Account pages show the desktop account panel and need a stored login. */
  account?: boolean;
}

/** `/` and `/home` are one page (the canonical URL is `/`). */
const HOME_DESCRIPTION = `${site.productLine}: a tobacco-free, nicotine-free betel-nut mouth freshener with cardamom and menthol, in 2 g and 4 g compostable sachets.`;

export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    remote: 'marketing',
    module: './HomePage',
    title: 'Home',
    description: HOME_DESCRIPTION,
  },
  {
    path: '/home',
    remote: 'marketing',
    module: './HomePage',
    title: 'Home',
    description: HOME_DESCRIPTION,
  },
  {
    path: '/about',
    remote: 'marketing',
    module: './AboutPage',
    title: 'About Us',
    description: `About ${site.legalName}: our vision, mission and journey, and how we make and pack a tobacco-free pan masala.`,
  },
  {
    path: '/privacy-policy',
    remote: 'marketing',
    module: './PrivacyPolicyPage',
    title: 'Privacy Policy',
    description: `How ${site.brandName} collects, uses and protects the information you share on this website.`,
  },
  {
    path: '/terms-conditions',
    remote: 'marketing',
    module: './TermsPage',
    title: 'Terms & Conditions',
    description: `The terms for using the ${site.brandName} website: usage, intellectual property, liability and governing law.`,
  },
  {
    path: '/app-policy',
    remote: 'marketing',
    module: './AppPolicyPage',
    title: 'App Privacy Policy',
    description: `How the ${site.brandName} retailer app collects and uses personal, usage and location data, and your rights.`,
  },
  {
    path: '/faq',
    remote: 'marketing',
    module: './FaqPage',
    title: 'FAQ',
    description: `Answers about ${site.productLine}: no tobacco or nicotine, its ingredients, compostable packaging and ${site.qualityStandard} quality checks.`,
  },
  {
    path: '/product-details',
    remote: 'marketing',
    module: './ProductPage',
    title: 'Pan Masala 2g',
    description: `${site.productLine} 2g, pack of 48: tobacco-free, nicotine-free betel-nut mouth freshener. Ingredients, nutrition per 100 g and price.`,
  },
  {
    path: '/partner',
    remote: 'inquiry',
    module: './PartnerPage',
    title: 'Become a Partner',
    description: `Distribute ${site.productLine} in your area: send us a short inquiry and an executive will contact you within ${site.responseBusinessDays} business days.`,
  },
  {
    path: '/contact',
    remote: 'inquiry',
    module: './ContactPage',
    title: 'Contact Us',
    description: `Write to ${site.brandName}, or reach our head office by e-mail or phone. We answer every message within ${site.responseBusinessDays} business days.`,
  },
  {
    path: '/login',
    remote: 'auth',
    module: './LoginPage',
    title: 'Login',
    description: `Retailers log in to their ${site.brandName} account with their mobile number and a one-time code.`,
  },
  {
    path: '/otp-verify',
    remote: 'auth',
    module: './OtpVerifyPage',
    title: 'Verify OTP',
    description: `Enter the 4-digit one-time code sent to your mobile number to log in to your ${site.brandName} retailer account.`,
  },
  {
    path: '/sign-up',
    remote: 'auth',
    module: './SignUpPage',
    title: 'Retailer Sign Up',
    description: `Register your shop as a ${site.brandName} retailer in three steps: your details, your shop's location and its opening and delivery hours.`,
  },
  { path: '/user/profile', remote: 'account', module: './ProfilePage', title: 'My Profile', account: true },
  { path: '/user-address', remote: 'account', module: './AddressPage', title: 'My Addresses', account: true },
  {
    path: '/user/create-address',
    remote: 'account',
    module: './CreateAddressPage',
    title: 'Add New Address',
    account: true,
  },
  // Ordering (issue #18): the other products' pages, checkout, order history and the address editor.
  {
    path: '/product-details/:itemCode',
    remote: 'marketing',
    module: './ProductPage',
    title: 'Pan Masala',
    description: `${site.productLine}: tobacco-free, nicotine-free betel-nut mouth freshener. Ingredients, nutrition per 100 g and price.`,
  },
  {
    path: '/user/edit-address/:name',
    remote: 'account',
    module: './EditAddressPage',
    title: 'Edit Address',
    account: true,
  },
  { path: '/checkout', remote: 'account', module: './CheckoutPage', title: 'Checkout', account: true },
  { path: '/orders', remote: 'account', module: './OrdersPage', title: 'Order History', account: true },
  { path: '/orders/:name', remote: 'account', module: './OrderPage', title: 'Order', account: true },
  // The rights of the app privacy policy (issue #19).
  { path: '/settings', remote: 'account', module: './SettingsPage', title: 'Settings', account: true },
];

/**
 * What an exposed page module may add to the document's head beyond its route's title and
 * description, as a named export `export function head(path, replies): PageHead` (`replies`: the page's
 * reads as made, see `PageRead`). A function, not a constant:
 * the host's server calls it at render time, once the remote's asset public path is set, so the
 * image URLs it imports are absolute.
 */
export type PageHead = {
  description?: string;
  /** The page names something that does not exist (a product code no longer sold): answered with 404. */
  notFound?: boolean;
  /** Structured data (schema.org objects), each written as one `application/ld+json` script. */
  jsonLd?: readonly Record<string, unknown>[];
};

/** The route a path is a page of: the one with that path, or whose `:parameter` segments it fills. */
export function routeOfPath(path: string): RouteEntry | undefined {
  const segments = path.split('/');
  const fills = (route: RouteEntry) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  };
  return routeTable.find((route) => route.path === path) ?? routeTable.find(fills);
}

/** Modules that are not pages: the account remote's cart drawer, mounted once by the host. */
export const CART_DRAWER_MODULE = { remote: 'account', module: './CartDrawer' } as const satisfies {
  remote: RemoteName;
  module: `./${string}`;
};

/**
 * The sign-up for other teams' pages (the ERP desk, a foreign React host): a bridge component with
 * a framework-neutral `mount`, not a page of our router. See docs/decisions/0007-embeddable-sign-up.md.
 */
export const EMBEDDABLE_SIGN_UP_MODULE = { remote: 'auth', module: './SignUpWidget' } as const satisfies {
  remote: RemoteName;
  module: `./${string}`;
};

/** The exposes map of one remote, for its rspack config. */
export function exposedModules(remote: RemoteName): string[] {
  const pages = routeTable.filter((route) => route.remote === remote).map((route) => route.module);
  const extra = [CART_DRAWER_MODULE, EMBEDDABLE_SIGN_UP_MODULE]
    .filter((entry) => entry.remote === remote)
    .map((entry) => entry.module);
  return [...new Set([...pages, ...extra])];
}

/** Navigation state that asks the home page to scroll to its product section (docs/product.md#header, docs/product.md#footer). */
export const PRODUCT_SECTION_ID = 'products';
export const scrollToProductsState = { scrollTo: PRODUCT_SECTION_ID } as const;
export type ScrollToState = { scrollTo?: string } | null | undefined;

/**
 * Account panel links (docs/product.md#account-panel): /logout signs out.
 * A link is active on the paths of `activeOn` and on the pages below them (`/orders` covers `/orders/<name>`).
 */
export const accountPanelLinks = [
  { label: 'Profile', to: '/user/profile', activeOn: ['/user/profile'] },
  { label: 'Order History', to: '/orders', activeOn: ['/orders'] },
  {
    label: 'Address',
    to: '/user-address',
    activeOn: ['/user-address', '/user/create-address', '/user/edit-address'],
  },
  { label: 'Settings', to: '/settings', activeOn: ['/settings'] },
  { label: 'Log-out', to: '/logout', activeOn: [] },
] as const;

/**
 * Navigation state that carries where a visitor was going when an account page sent them to /login;
 * /login passes it on to /otp-verify, which returns there after a successful verify (docs/product.md#access-to-account-pages).
 */
export type LoginReturnState = { returnTo?: string } | null | undefined;

export function loginReturnState(returnTo: string): { returnTo: string } {
  return { returnTo };
}

/** The path to return to after logging in, only when it is one of our own pages (no open redirect). */
export function safeReturnPath(state: unknown): string | null {
  const returnTo = (state as LoginReturnState)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\'))
    return null;
  return returnTo;
}
