import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { site } from '@site/contract';
import { scrollToProductsState } from '@site/state';
import { useWords } from '../../lib/words';
import { BrandMark } from './brand-mark';
import { CartButton } from './cart-button';
import { HeaderIconButton } from './icon-button';
import { ThemeModeSwitch } from './theme-mode-switch';

/** docs/product.md#header: the four links, in order. OUR PRODUCT asks the home page to scroll to its products. */
export const HEADER_LINKS = [
  { label: 'nav.aboutUs', to: '/about' },
  { label: 'nav.ourProduct', to: '/home', state: scrollToProductsState },
  { label: 'nav.becomePartner', to: '/partner' },
  { label: 'nav.contactUs', to: '/contact' },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem ${({ theme }) => theme.layout.gutter};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.4rem;
  font-weight: 700;
  text-decoration: none;
`;

const MenuToggle = styled(HeaderIconButton)`
  @media ${({ theme }) => theme.breakpoints.md} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  flex-basis: 100%;
  order: 3;

  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0.5rem 0;
    list-style: none;
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    display: block;
    flex-basis: auto;
    order: 0;

    ul {
      flex-direction: row;
      gap: 0.25rem;
      padding: 0;
    }
  }
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: 0.75rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  letter-spacing: 0.03em;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &.active {
    color: ${({ theme }) => theme.colors.link};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** `languageSwitch`: the site's language switch (its own feature), placed beside the theme switch. */
export function Header({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useWords();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('header.home', { brand: site.brandName })} onClick={closeMenu}>
          <BrandMark />
          {site.brandName}
        </Logo>
        {languageSwitch}
        <ThemeModeSwitch />
        <CartButton />
        <MenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </MenuToggle>
        <Nav id="site-navigation" aria-label={t('header.mainNav')} $open={menuOpen}>
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.label}>
                <NavItem to={link.to} state={'state' in link ? link.state : undefined} onClick={closeMenu} end>
                  {t(link.label)}
                </NavItem>
              </li>
            ))}
          </ul>
        </Nav>
      </Inner>
    </Bar>
  );
}
