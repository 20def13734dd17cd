import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountPanelLinks } from '@site/state';
import { useWords } from '../../lib/words';

const Panel = styled.nav`
  display: none;

  @media ${({ theme }) => theme.breakpoints.md} {
    display: block;
    align-self: start;
    position: sticky;
    top: 5rem;
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 0.65rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryContrast : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.surfaceAlt)};
  }
`;

/** The words of each of @site/state's account panel links, by its path. */
const LINK_WORDS = {
  '/user/profile': 'accountNav.profile',
  '/orders': 'accountNav.orders',
  '/user-address': 'accountNav.address',
  '/settings': 'accountNav.settings',
  '/logout': 'accountNav.logout',
} as const satisfies Record<(typeof accountPanelLinks)[number]['to'], string>;

/** docs/product.md#account-panel: the desktop-only account panel; Address is also active on /user/create-address and /user/edit-address/<name>. */
export function AccountNav() {
  const t = useWords();
  const { pathname } = useLocation();
  return (
    <Panel aria-label={t('accountNav.label')}>
      <ul>
        {accountPanelLinks.map((link) => {
          const active = (link.activeOn as readonly string[]).some(
            (path) => pathname === path || pathname.startsWith(`${path}/`),
          );
          return (
            <li key={link.to}>
              <Item to={link.to} $active={active} aria-current={active ? 'page' : undefined}>
                {t(LINK_WORDS[link.to])}
              </Item>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
