import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, ThemeProvider, useTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTheme,
  GlobalStyle,
  PRIMARY_COLOR,
  SECONDARY_COLOR,
  siteTheme,
  THEME_MODE_COOKIE,
  themeAttribute,
  themeModeFromCookieHeader,
  themeModeOfAttribute,
  ThemeModeProvider,
  useThemeMode,
  type ThemeMode,
} from './theme';

function clearCookie() {
  document.cookie = `${THEME_MODE_COOKIE}=; Path=/; Max-Age=0`;
}

/** jsdom has no matchMedia: a system preference that can change. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => query);
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  return {
    matchMedia,
    change(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  localStorage.clear();
  clearCookie();
  delete document.documentElement.dataset.theme;
  Reflect.deleteProperty(window, 'matchMedia');
  vi.restoreAllMocks();
});

function styleText(ui: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(ui));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The body of the first rule whose selector is exactly `selector`. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`${selector}{`);
  expect(start, `no rule ${selector}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 1);
  return body.slice(0, body.indexOf('}'));
}

describe('themes', () => {
  it('createTheme gives concrete colours, the brand colours (docs/product.md#app-root-and-theme) and the footer and rating tokens in both schemes', () => {
    const light = createTheme('light');
    const dark = createTheme('dark');
    expect([light.colors.primary, light.colors.secondary, dark.colors.primary, dark.colors.secondary]).toEqual([
      PRIMARY_COLOR,
      SECONDARY_COLOR,
      PRIMARY_COLOR,
      SECONDARY_COLOR,
    ]);
    expect([light.colors.footerBackground, light.colors.rating]).toEqual(['#0d2b4e', '#8a5200']);
    expect([dark.colors.footerBackground, dark.colors.rating]).toEqual([dark.colors.surface, '#ffca28']);
  });

  it('the site theme refers to one CSS variable per colour, shadow and font, the rest as createTheme', () => {
    const light = createTheme('light');
    expect(siteTheme.fonts).toEqual({ body: 'var(--site-font-body)', heading: 'var(--site-font-heading)' });
    expect(siteTheme.colors.primary).toBe('var(--site-color-primary)');
    expect(siteTheme.colors.primaryContrast).toBe('var(--site-color-primary-contrast)');
    expect(siteTheme.shadows.card).toBe('var(--site-shadow-card)');
    expect(Object.keys(siteTheme.colors)).toEqual(Object.keys(light.colors));
    expect(Object.keys(siteTheme.shadows)).toEqual(Object.keys(light.shadows));
    expect(
      Object.values({ ...siteTheme.colors, ...siteTheme.shadows }).every((value) =>
        /^var\(--site-[a-z-]+\)$/.test(value),
      ),
    ).toBe(true);
    expect(siteTheme).not.toHaveProperty('scheme');
    expect(siteTheme.breakpoints).toEqual(light.breakpoints);
  });

  it('GlobalStyle sets the light variables on :root, the dark ones for a dark system unless light is chosen, and for a dark choice', () => {
    const { css } = styleText(
      <ThemeProvider theme={siteTheme}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const declarations = (scheme: 'light' | 'dark') => {
      const { colors, shadows } = createTheme(scheme);
      return [
        ...Object.entries(colors).map(
          ([key, value]) => `${siteTheme.colors[key as keyof typeof colors].slice(4, -1)}:${value};`,
        ),
        ...Object.entries(shadows).map(
          ([key, value]) => `${siteTheme.shadows[key as keyof typeof shadows].slice(4, -1)}:${value};`,
        ),
      ].join('');
    };
    const { fonts } = createTheme('light');
    const fontDeclarations = `--site-font-body:${compact(fonts.body)};--site-font-heading:${compact(fonts.heading)};`;
    expect(ruleBody(css, ':root')).toBe(`${declarations('light')}${fontDeclarations}color-scheme:light dark;`);
    expect(css).toContain(
      `@media (prefers-color-scheme: dark){:root:not([data-theme='light']){${declarations('dark')}}}`,
    );
    expect(ruleBody(css, ":root[data-theme='light']")).toBe('color-scheme:light;');
    expect(ruleBody(css, ":root[data-theme='dark']")).toBe(`${declarations('dark')}color-scheme:dark;`);
    expect(ruleBody(css, 'body')).toContain('background:var(--site-color-background);');
    expect(ruleBody(css, 'body')).toContain('font-family:var(--site-font-body);');
  });

  it('GlobalStyle names the script fonts of each translated language first, before the Latin stacks', () => {
    const { css } = styleText(
      <ThemeProvider theme={siteTheme}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const { fonts } = createTheme('light');
    for (const [language, script] of [
      ['hi', 'Devanagari'],
      ['gu', 'Gujarati'],
    ] as const) {
      const [body, heading] = ruleBody(css, `:root:lang(${language})`).split(';');
      expect(body).toMatch(`--site-font-body:'Noto Sans ${script}','Lohit ${script}',`);
      expect(body?.endsWith(`,${compact(fonts.body)}`)).toBe(true);
      expect(heading).toMatch(`--site-font-heading:'Noto Sans ${script}','Lohit ${script}',`);
      expect(heading?.endsWith(`,${compact(fonts.heading)}`)).toBe(true);
    }
  });
});

/** A font stack as the style sheet has it: no space after a comma. */
const compact = (stack: string) => stack.replace(/,\s*/g, ',');

describe('theme mode cookie', () => {
  it.each([
    [undefined, 'system'],
    ['', 'system'],
    ['mode=dark', 'dark'],
    ['session=abc; mode=light; other=1', 'light'],
    ['mode = system', 'system'],
    ['mode=bogus', 'system'],
    ['colormode=dark; xmode=light', 'system'],
  ] as const)('%o gives %s', (header, mode) => {
    expect(themeModeFromCookieHeader(header)).toBe(mode);
  });

  it('gives the <html data-theme> value of a mode: none for system', () => {
    expect([themeAttribute('light'), themeAttribute('dark'), themeAttribute('system')]).toEqual([
      'light',
      'dark',
      null,
    ]);
  });

  it.each(['light', 'dark', 'system'] as const)('reads %s back from the attribute it gives', (mode) => {
    expect(themeModeOfAttribute(themeAttribute(mode) ?? undefined)).toBe(mode);
  });
});

function ShowTheme() {
  const { mode, scheme, setMode } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <p>{`${mode}/${scheme}/${theme.colors.primary}`}</p>
      {(['light', 'dark', 'system'] as const).map((next) => (
        <button key={next} onClick={() => setMode(next)}>
          {next}
        </button>
      ))}
    </div>
  );
}

const modeCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${THEME_MODE_COOKIE}=`));

describe('ThemeModeProvider (docs/product.md#theme-mode)', () => {
  it('follows the system by default and keeps the attribute, cookie and storage keys (docs/product.md#theme-mode) in step with the mode', () => {
    const system = stubSystemScheme(true);
    render(
      <ThemeModeProvider>
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText('system/dark/var(--site-color-primary)')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(modeCookie()).toBe('mode=system');
    expect(localStorage.getItem('mode')).toBe('system');
    expect(localStorage.getItem('color-scheme')).toBe('dark');

    act(() => screen.getByRole('button', { name: 'light' }).click());
    expect(screen.getByText(/^light\/light\//)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(modeCookie()).toBe('mode=light');
    expect(localStorage.getItem('mode')).toBe('light');
    expect(localStorage.getItem('color-scheme')).toBe('light');
    expect(localStorage.getItem('color-scheme-light')).toBe('light');
    expect(localStorage.getItem('color-scheme-dark')).toBe('dark');

    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(modeCookie()).toBe('mode=dark');

    act(() => screen.getByRole('button', { name: 'system' }).click());
    act(() => system.change(false));
    expect(screen.getByText(/^system\/light\//)).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(modeCookie()).toBe('mode=system');
    expect(localStorage.getItem('color-scheme')).toBe('light');
  });

  it('restores a stored mode without initialMode', () => {
    localStorage.setItem('mode', 'dark');
    render(
      <ThemeModeProvider>
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/^dark\/dark\//)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('renders initialMode without reading storage, cookies or media queries', () => {
    localStorage.setItem('mode', 'light');
    document.cookie = 'mode=light; Path=/';
    const { matchMedia } = stubSystemScheme(true);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const html = renderToString(
      <ThemeModeProvider initialMode="dark">
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(html).toContain('dark/dark/var(--site-color-primary)');
    expect(getItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    expect(matchMedia).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML without a mismatch, then follows the system', async () => {
    const ui = (
      <ThemeModeProvider initialMode="system">
        <ShowTheme />
      </ThemeModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.cookie = 'mode=system; Path=/';
    stubSystemScheme(true);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('system/dark/');
    act(() => root.unmount());
  });

  it('keeps initialMode in the browser when the cookie is there, whatever storage says', () => {
    localStorage.setItem('mode', 'light');
    document.cookie = 'mode=dark; Path=/';
    render(
      <ThemeModeProvider initialMode="dark">
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/^dark\/dark\//)).toBeInTheDocument();
    expect(localStorage.getItem('mode')).toBe('dark');
  });

  it('takes the cookie once mounted when another tab chose another mode after the page was rendered', () => {
    document.cookie = 'mode=light; Path=/';
    render(
      <ThemeModeProvider initialMode="dark">
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/^light\/light\//)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('adopts the stored mode of a visitor from before the cookie, once mounted, and writes the cookie', () => {
    localStorage.setItem('mode', 'dark');
    render(
      <ThemeModeProvider initialMode="system">
        <ShowTheme />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/^dark\/dark\//)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(modeCookie()).toBe('mode=dark');
    expect(localStorage.getItem('mode')).toBe('dark');
  });
});

describe('server render under the site theme', () => {
  const Card = styled.section`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.card};
  `;

  it('gives the same HTML, class names and CSS in every mode', () => {
    const render = (mode: ThemeMode) =>
      styleText(
        <ThemeModeProvider initialMode={mode}>
          <GlobalStyle />
          <Card>Pan masala</Card>
        </ThemeModeProvider>,
      );
    const light = render('light');
    expect(render('dark')).toEqual(light);
    expect(render('system')).toEqual(light);
    expect(light.css).toContain('background:var(--site-color-surface);');
    expect(light.css).toContain('box-shadow:var(--site-shadow-card);');
  });
});
