import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type Language, LANGUAGE_CODES, LANGUAGES } from '@site/contract/languages';
import { useLanguage } from '@site/state';
import { pathInLanguage } from '@site/state/routes';
import { useWords } from '../../lib/words';
import { useLanguageChange } from './language-change';

// On a phone a row of its own under the logo and buttons, which leave no room beside them; inline from md.
const Nav = styled.nav`
  display: flex;
  flex-basis: 100%;
  justify-content: flex-end;
  order: 2;

  @media ${({ theme }) => theme.breakpoints.md} {
    flex-basis: auto;
    order: 0;
  }
`;

const List = styled.ul`
  display: flex;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
`;

const Choice = styled.a`
  display: block;
  padding: 0.375rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
  }
`;

/**
 * The site's languages, each named in itself (docs/decisions/0030-languages-across-remotes.md): a link to
 * the same page (path, search and hash) in that language. In the browser it switches in place, keeping the
 * login and the cart and never reloading; the shell remembers the choice for unprefixed URLs.
 */
export function LanguageSwitch() {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const changeLanguage = useLanguageChange();
  const t = useWords();

  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modified click) opens the link as it is.
    if (!changeLanguage || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void changeLanguage(language);
  };

  return (
    <Nav aria-label={t('header.language')}>
      <List>
        {LANGUAGE_CODES.map((language) => (
          <li key={language}>
            <Choice
              href={`${pathInLanguage(pathname, language)}${search}${hash}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={choose(language)}
            >
              {LANGUAGES[language]}
            </Choice>
          </li>
        ))}
      </List>
    </Nav>
  );
}
