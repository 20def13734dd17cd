import { composeRoutes, type RemoteRoute, type SiteRoutes } from '@site/state/routes';

/**
 * A sample of the site's routes as the remotes publish them, for the host's tests (the host's code never holds
 * a remote's route: it reads them at run time). Public pages carry a description; account and private pages
 * a flag.
 */
const published: Record<string, RemoteRoute[]> = {
  marketing: [
    { path: '/', module: './HomePage', title: 'Home', description: 'Home page.' },
    { path: '/home', module: './HomePage', title: 'Home', description: 'Home page.' },
    { path: '/about', module: './AboutPage', title: 'About Us', description: 'About us.' },
    { path: '/faq', module: './FaqPage', title: 'FAQ', description: 'Answers.' },
    { path: '/products', module: './ProductsPage', title: 'Our Products', description: 'Every pack.' },
    { path: '/product-details', module: './ProductPage', title: 'Pan Masala 2g', description: 'The 2 g pack.' },
    { path: '/product-details/:itemCode', module: './ProductPage', title: 'Pan Masala', description: 'A pack.' },
  ],
  inquiry: [
    { path: '/partner', module: './PartnerPage', title: 'Become a Partner', description: 'Distribute.' },
    { path: '/contact', module: './ContactPage', title: 'Contact Us', description: 'Write to us.' },
  ],
  auth: [
    { path: '/login', module: './LoginPage', title: 'Login', description: 'Log in.' },
    { path: '/otp-verify', module: './OtpVerifyPage', title: 'Verify OTP', description: 'The code.' },
    { path: '/sign-up', module: './SignUpPage', title: 'Retailer Sign Up', description: 'Register.' },
  ],
  account: [
    { path: '/user/profile', module: './ProfilePage', title: 'My Profile', account: true },
    { path: '/user/create-address', module: './CreateAddressPage', title: 'Add New Address', account: true },
    { path: '/user/edit-address/:name', module: './EditAddressPage', title: 'Edit Address', account: true },
    { path: '/orders', module: './OrdersPage', title: 'Order History', account: true },
    { path: '/orders/:name', module: './OrderPage', title: 'Order', account: true },
    { path: '/settings', module: './SettingsPage', title: 'Settings', account: true },
  ],
  office: [
    { path: '/office', module: './SignInPage', title: 'Office Sign In', private: true },
    { path: '/office/orders/:name', module: './OrderPage', title: 'Order', private: true },
  ],
};

export const TEST_SITE_ROUTES: SiteRoutes = composeRoutes(
  Object.entries(published).map(([remote, routes]) => ({ remote, routes })),
).site;
