import { site } from '@site/contract';
import type { RemotePage } from '@site/state/routes';

/** `/` and `/home` are one page (the canonical URL is `/`). */
const HOME_DESCRIPTION = `${site.productLine}: a tobacco-free, nicotine-free betel-nut mouth freshener with cardamom and menthol, in 2 g and 4 g compostable sachets.`;

/**
 * The marketing remote's pages (docs/product.md#route-list): published as `routes.json` beside its
 * manifest by its build, read by the host at run time, and run by its dev harness.
 */
export const routes = [
  { path: '/', page: './src/features/home/home-page.tsx', title: 'Home', description: HOME_DESCRIPTION },
  { path: '/home', page: './src/features/home/home-page.tsx', title: 'Home', description: HOME_DESCRIPTION },
  {
    path: '/about',
    page: './src/features/about/about-page.tsx',
    title: 'About Us',
    description: `About ${site.legalName}: our vision, mission and journey, and how we make and pack a tobacco-free pan masala.`,
  },
  {
    path: '/privacy-policy',
    page: './src/features/policies/privacy-policy-page.tsx',
    title: 'Privacy Policy',
    description: `How ${site.brandName} collects, uses and protects the information you share on this website.`,
  },
  {
    path: '/terms-conditions',
    page: './src/features/policies/terms-page.tsx',
    title: 'Terms & Conditions',
    description: `The terms for using the ${site.brandName} website: usage, intellectual property, liability and governing law.`,
  },
  {
    path: '/app-policy',
    page: './src/features/policies/app-policy-page.tsx',
    title: 'App Privacy Policy',
    description: `How the ${site.brandName} retailer app collects and uses personal, usage and location data, and your rights.`,
  },
  {
    path: '/faq',
    page: './src/features/faq/faq-page.tsx',
    title: 'FAQ',
    description: `Answers about ${site.productLine}: no tobacco or nicotine, its ingredients, compostable packaging and ${site.qualityStandard} quality checks.`,
  },
  {
    path: '/products',
    page: './src/features/products/products-page.tsx',
    title: 'Our Products',
    description: `Every pack of ${site.productLine} on sale, in 2 g and 4 g sachets, each with its price, MRP and stock: tobacco-free and nicotine-free.`,
  },
  {
    path: '/product-details',
    page: './src/features/product/product-page.tsx',
    title: 'Pan Masala 2g',
    description: `${site.productLine} 2g, pack of 48: tobacco-free, nicotine-free betel-nut mouth freshener. Ingredients, nutrition per 100g and price.`,
  },
  {
    path: '/product-details/:itemCode',
    page: './src/features/product/product-page.tsx',
    title: 'Pan Masala',
    description: `${site.productLine}: tobacco-free, nicotine-free betel-nut mouth freshener. Ingredients, nutrition per 100g and price.`,
  },
] as const satisfies readonly RemotePage[];
