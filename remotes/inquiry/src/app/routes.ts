import { site } from '@site/contract';
import type { RemotePage } from '@site/state/routes';

/**
 * The inquiry remote's pages (docs/product.md#route-list): published as `routes.json` beside its
 * manifest by its build, read by the host at run time, and run by its dev harness.
 */
export const routes = [
  {
    path: '/partner',
    page: './src/features/partner/partner-page.tsx',
    title: 'Become a Partner',
    description: `Distribute ${site.productLine} in your area: send us a short inquiry and an executive will contact you within ${site.responseBusinessDays} business days.`,
  },
  {
    path: '/contact',
    page: './src/features/contact/contact-page.tsx',
    title: 'Contact Us',
    description: `Write to ${site.brandName}, or reach our head office by e-mail or phone. We answer every message within ${site.responseBusinessDays} business days.`,
  },
] as const satisfies readonly RemotePage[];
