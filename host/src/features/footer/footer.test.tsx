import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inquiryMailto, mapUrl, site } from '@site/contract';
import { configureRuntime } from '@site/state';
import { renderWithProviders } from '@site/testing';
import { Footer } from './footer';

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  afterEach(() => {
    configureRuntime({ apiBase: 'http://localhost:8000/api/method' });
  });

  it('has the menu, product and policy links of the spec', () => {
    renderWithProviders(<Footer />);
    expect(linksOf('Footer menu')).toEqual([
      ['HOME', '/'],
      ['ABOUT US', '/about'],
      ['BECOME PARTNER', '/partner'],
      ['CONTACT US', '/contact'],
      ['FAQ', '/faq'],
    ]);
    expect(linksOf('Products')).toEqual([
      ['Pan Masala 2g', '/product-details'],
      ['Pan Masala 4g', '/product-details/suvasa-4g-24'],
    ]);
    expect(linksOf('Policies')).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['App Privacy Policy', '/app-policy'],
      ['Terms & Conditions', '/terms-conditions'],
    ]);
  });

  it("sends each product link to that product's page", async () => {
    const { router } = renderWithProviders(<Footer />, { path: '/faq' });
    await userEvent.click(screen.getByRole('link', { name: 'Pan Masala 4g' }));
    expect(router.state.location.pathname).toBe('/product-details/suvasa-4g-24');
  });

  it('opens the map, a mail draft and a call from the contact block', () => {
    renderWithProviders(<Footer />);
    const map = screen.getByRole('link', { name: /head office on the map/i });
    expect(map).toHaveAttribute('href', mapUrl());
    expect(map).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', inquiryMailto());
    expect(screen.getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      `tel:${site.supportPhoneDial}`,
    );
  });

  it('shows four social icons that are not links, and the copyright with the year', () => {
    renderWithProviders(<Footer year={2026} />);
    const socials = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('img');
    expect(socials.map((icon) => icon.getAttribute('aria-label'))).toEqual(['Facebook', 'Instagram', 'X', 'YouTube']);
    expect(socials.every((icon) => !icon.closest('a'))).toBe(true);
    expect(screen.getByText(`© 2026 ${site.legalName}. All rights reserved.`)).toBeInTheDocument();
  });

  it('speaks Hindi and Gujarati', () => {
    const { unmount } = renderWithProviders(<Footer year={2026} />, { language: 'hi' });
    expect(linksOf('नीचे का मेन्यू').map(([text]) => text)).toEqual([
      'होम',
      'हमारे बारे में',
      'पार्टनर बनें',
      'संपर्क करें',
      'सवाल-जवाब',
    ]);
    expect(screen.getByRole('heading', { name: 'हमारे प्रोडक्ट' })).toBeInTheDocument();
    expect(screen.getByText(`© 2026 ${site.legalName}। सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
    unmount();

    renderWithProviders(<Footer />, { language: 'gu' });
    expect(linksOf('નીતિઓ').map(([text]) => text)).toEqual(['પ્રાઇવસી પૉલિસી', 'ઍપની પ્રાઇવસી પૉલિસી', 'નિયમો અને શરતો']);
    expect(screen.getByText('તમાકુ વગરનો પાન મસાલો, ચોખ્ખી અને ઠંડી તાજગી સાથે.')).toBeInTheDocument();
  });

  it('says the tagline of the site’s facts, and the same in English', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(`${site.tagline}.`)).toBeInTheDocument();
  });

  it('labels a non-production environment and nothing in production', () => {
    configureRuntime({ apiBase: 'http://localhost:8000/api/method' });
    const { unmount } = renderWithProviders(<Footer />);
    expect(screen.getByTitle('Environment')).toHaveTextContent('LOCAL');
    unmount();

    configureRuntime({ apiBase: 'https://api.suvasa.example/api/method' });
    renderWithProviders(<Footer />);
    expect(screen.queryByTitle('Environment')).not.toBeInTheDocument();
  });
});
