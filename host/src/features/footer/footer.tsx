import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { inquiryMailto, mapUrl, site } from '@site/contract';
import { environmentLabel } from '@site/state';
import { VisuallyHidden } from '@site/ui';
import { useWords } from '../../lib/words';
import { SocialIcon } from './social-icon';

/** docs/product.md#footer, in order. */
export const FOOTER_MENU_LINKS = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.aboutUs', to: '/about' },
  { label: 'nav.becomePartner', to: '/partner' },
  { label: 'nav.contactUs', to: '/contact' },
  { label: 'nav.faq', to: '/faq' },
] as const;

export const FOOTER_PRODUCT_LINKS = [
  // Each product's own page: the 2 g pack of 48 is /product-details, the 4 g pack of 24 the home page's 4 g card.
  { label: 'footer.pack2g', to: '/product-details' },
  { label: 'footer.pack4g', to: '/product-details/suvasa-4g-24' },
] as const;

export const FOOTER_POLICY_LINKS = [
  { label: 'footer.privacyPolicy', to: '/privacy-policy' },
  { label: 'footer.appPrivacyPolicy', to: '/app-policy' },
  { label: 'footer.terms', to: '/terms-conditions' },
] as const;

const Wrapper = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};

  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem ${({ theme }) => theme.layout.gutter};

  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1.4fr;
  }

  h2 {
    margin-bottom: 0.75rem;
    font-size: 1rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li a {
    display: inline-block;
    padding: 0.3rem 0;
    text-decoration: none;
  }

  li a:hover {
    text-decoration: underline;
  }

  address {
    font-style: normal;
  }
`;

const About = styled.div`
  p {
    margin-bottom: 1rem;
    color: ${({ theme }) => theme.colors.footerTextMuted};
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: 0.75rem;
`;

const ContactEntry = styled.a`
  display: block;
  padding: 0.3rem 0;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const AddressLine = styled.span`
  display: block;
`;

const Bottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.footerDivider};

  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: 1rem ${({ theme }) => theme.layout.gutter};
    font-size: 0.875rem;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const EnvironmentBadge = styled.span`
  padding: 0.1rem 0.5rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  opacity: 0.8;
`;

type FooterLink = (typeof FOOTER_MENU_LINKS | typeof FOOTER_PRODUCT_LINKS | typeof FOOTER_POLICY_LINKS)[number];

/** One of the footer's lists of links, in order. */
function LinkList({ links }: { links: readonly FooterLink[] }) {
  const t = useWords();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const t = useWords();
  const environment = environmentLabel();

  return (
    <Wrapper>
      <Columns>
        <About>
          <h2>{site.brandName}</h2>
          <p>{t('footer.tagline')}</p>
          <Socials aria-label={t('footer.social')}>
            {site.social.map((network) => (
              <li key={network.name}>
                <SocialIcon network={network.name} />
              </li>
            ))}
          </Socials>
        </About>
        <nav aria-label={t('footer.menuNav')}>
          <h2>{t('footer.menu')}</h2>
          <LinkList links={FOOTER_MENU_LINKS} />
        </nav>
        <nav aria-label={t('footer.productsNav')}>
          <h2>{t('footer.ourProducts')}</h2>
          <LinkList links={FOOTER_PRODUCT_LINKS} />
        </nav>
        <address>
          <h2>{t('footer.contact')}</h2>
          <ContactEntry href={mapUrl()} target="_blank" rel="noopener noreferrer">
            {site.headOffice.lines.map((line) => (
              <AddressLine key={line}>{line}</AddressLine>
            ))}
            {/* The name starts with the visible address (WCAG 2.5.3), then says where the link goes. */}
            <VisuallyHidden>{t('footer.onTheMap')}</VisuallyHidden>
          </ContactEntry>
          <ContactEntry href={inquiryMailto()}>{site.supportEmail}</ContactEntry>
          <ContactEntry href={`tel:${site.supportPhoneDial}`}>{site.supportPhone}</ContactEntry>
        </address>
      </Columns>
      <Bottom>
        <div>
          <p>{t('footer.copyright', { year, legalName: site.legalName })}</p>
          <nav aria-label={t('footer.policiesNav')}>
            <LinkList links={FOOTER_POLICY_LINKS} />
          </nav>
          {environment !== 'PROD' && <EnvironmentBadge title={t('footer.environment')}>{environment}</EnvironmentBadge>}
        </div>
      </Bottom>
    </Wrapper>
  );
}
