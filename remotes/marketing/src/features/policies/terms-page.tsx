import { site } from '@site/contract';
import { PolicyDocument, type PolicySection } from './components/policy-document';

/** Terms and conditions, sections 1–7 in the order of docs/product.md#terms-and-conditions. */
const termsSections: readonly PolicySection[] = [
  {
    id: 'website-usage',
    heading: 'Website Usage',
    body: (
      <p>
        By using this website you agree to these terms. The website is for information about our products and for
        business inquiries. You must not use it for anything unlawful, try to break into or overload it, or send false
        information through its forms.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <p>
        The {site.brandName} name and logo, the text, artwork and product pictures on this website belong to{' '}
        {site.legalName}. You may view and share our pages for personal use, but you may not copy, change or use them
        commercially without our written permission.
      </p>
    ),
  },
  {
    id: 'accuracy',
    heading: 'Accuracy of Information',
    body: (
      <p>
        We take care to keep product details, prices and availability correct, but mistakes can happen and details can
        change without notice. Prices shown are indicative; the price on your invoice is the one that applies.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of Liability',
    body: (
      <p>
        To the extent the law allows, {site.legalName} is not liable for any direct or indirect loss or damage arising
        from your use of this website or from being unable to use it. You are responsible for protecting your own
        devices and data, for example with up-to-date software and antivirus protection.
      </p>
    ),
  },
  {
    id: 'external-links',
    heading: 'External Links',
    body: (
      <p>
        Links to third-party websites are given for your convenience. We do not control those websites and are not
        responsible for their content, products or privacy practices.
      </p>
    ),
  },
  {
    id: 'modifications',
    heading: 'Modifications',
    body: (
      <p>
        We may change these terms at any time. Changes take effect as soon as they are posted on this page, so please
        check it from time to time. Continuing to use the website means you accept the current terms.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of this website is
        subject to the exclusive jurisdiction of the courts of India.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <PolicyDocument
      title="Terms & Conditions"
      lastUpdated="21 November 2026"
      intro={<p>Please read these terms before using the {site.brandName} website.</p>}
      sections={termsSections}
      numbered
    />
  );
}
