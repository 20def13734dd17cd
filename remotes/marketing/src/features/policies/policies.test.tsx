import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { renderWithProviders } from '@site/testing';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import AppPolicyPage from './app-policy-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  renderWithProviders(<Page />);
}

/** The section headings, in document order (the contents list's own heading left out). */
const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Contents');

describe('policy pages', () => {
  it.each([
    {
      page: 'website privacy policy',
      Page: PrivacyPolicyPage,
      sections: [
        'User Safety',
        'Content or Information Collection',
        'Information Sharing',
        'Links',
        'Tracking User Movement',
        'Change of Information',
      ],
    },
    {
      page: 'terms and conditions',
      Page: TermsPage,
      sections: [
        '1. Website Usage',
        '2. Intellectual Property',
        '3. Accuracy of Information',
        '4. Limitation of Liability',
        '5. External Links',
        '6. Modifications',
        '7. Governing Law',
      ],
    },
    {
      page: 'app privacy policy',
      Page: AppPolicyPage,
      sections: [
        'Introduction',
        'Information We Collect',
        'How We Use Your Information',
        'Sharing of Information',
        'Data Security',
        'Your Rights',
        'Children’s Privacy',
        'Changes and Contact',
      ],
    },
  ])('$page has the spec’s sections in order', ({ Page, sections }) => {
    renderPage(Page);
    expect(sectionHeadings()).toEqual(sections);
  });

  it('website privacy policy is titled Privacy Policy', () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  });

  it('terms and conditions are under Indian law and courts', () => {
    renderPage(TermsPage);
    const governingLaw = screen.getByRole('region', { name: '7. Governing Law' });
    expect(governingLaw).toHaveTextContent('laws of India');
    expect(governingLaw).toHaveTextContent('exclusive jurisdiction of the courts of India');
  });

  it('app privacy policy has location uses, rights, children and contact', () => {
    renderPage(AppPolicyPage);
    const collected = screen.getByRole('region', { name: 'Information We Collect' });
    for (const use of ['deliveries', 'sales staff', 'verify a shop’s address when it registers']) {
      expect(collected).toHaveTextContent(use);
    }
    const rights = screen.getByRole('region', { name: 'Your Rights' });
    for (const right of ['access', 'correct', 'delete', 'withdrawing that consent', 'complain']) {
      expect(rights).toHaveTextContent(right);
    }
    expect(screen.getByRole('region', { name: 'Children’s Privacy' })).toHaveTextContent('under 13');
    const contact = screen.getByRole('region', { name: 'Changes and Contact' });
    expect(within(contact).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  it('the contents list moves focus to its section without a navigation', async () => {
    renderPage(TermsPage);
    const scrolled: Element[] = [];
    // jsdom has no layout, so no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Governing Law' }));
      const heading = screen.getByRole('heading', { name: '7. Governing Law' });
      expect(scrolled).toEqual([heading]);
      expect(heading).toHaveFocus();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});

describe('policy pages in Hindi and Gujarati', () => {
  it.each([
    ['hi', hi, '7. लागू कानून'],
    ['gu', gu, '7. લાગુ પડતો કાયદો'],
  ] as const)('say every section in %s', (language, words, governingLaw) => {
    renderWithProviders(<TermsPage />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words['terms.title']);
    expect(screen.getByRole('region', { name: governingLaw })).toHaveTextContent(words['terms.law.body']);
    cleanup();

    renderWithProviders(<AppPolicyPage />, { language });
    const contact = screen.getByRole('region', { name: words['appPolicy.contact.heading'] });
    expect(within(contact).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(screen.queryByText(/Information We Collect/)).toBeNull();
    cleanup();

    renderWithProviders(<PrivacyPolicyPage />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words['privacy.title']);
    expect(screen.getByText(words['privacy.collection.item1'])).toBeInTheDocument();
  });
});
