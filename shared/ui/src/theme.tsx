import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { safeStorage } from '@site/state';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contract/languages';

/** The brand's two theme colours: docs/product.md#app-root-and-theme. */
export const PRIMARY_COLOR = '#1976d2';
export const SECONDARY_COLOR = '#dc004e';

export type ColorScheme = 'light' | 'dark';
export type ThemeMode = ColorScheme | 'system';

/** docs/product.md#theme-mode: the mode is stored under `mode`, the resolved scheme under `color-scheme` (+ -light/-dark). */
export const MODE_STORAGE_KEY = 'mode';
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme';

/** What styled-components' theme holds: the site's (CSS variables) or a concrete palette (createTheme). */
export interface ThemeTokens {
  colors: {
    primary: string;
    primaryContrast: string;
    /** Primary tuned for text and links on this scheme's background (contrast ≥ 4.5:1). */
    link: string;
    secondary: string;
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    error: string;
    success: string;
    warningBackground: string;
    warningText: string;
    footerBackground: string;
    /** Rating stars: ≥ 4.5:1 on the page background, like text. */
    rating: string;
    /** Solid buttons, active options and steps: white text on it stays above 4.5:1 (the brand primary is a little light for it). */
    action: string;
    actionHover: string;
    /** Behind product pictures, drawn for a light ground. */
    imageBackdrop: string;
    /** The home banner's soft green glow. */
    heroGlow: string;
    /** Over the page behind a modal dialog, and (lighter) behind the loading spinner. */
    scrim: string;
    scrimLight: string;
    /** The footer is dark in both schemes: its text, secondary text, rules and icon badges. */
    footerText: string;
    footerTextMuted: string;
    footerDivider: string;
    footerIconBackground: string;
  };
  fonts: { body: string; heading: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; raised: string };
  /** Min-width media queries. */
  breakpoints: { sm: string; md: string; lg: string };
  layout: { maxWidth: string; gutter: string };
}

/** A concrete palette for one scheme: for the embeddable widget, tests, and the site's CSS variables. */
export interface AppTheme extends ThemeTokens {
  scheme: ColorScheme;
}

const shared = {
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Noto Serif', 'Times New Roman', serif",
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  breakpoints: { sm: '(min-width: 600px)', md: '(min-width: 900px)', lg: '(min-width: 1200px)' },
  layout: { maxWidth: '1200px', gutter: '1rem' },
};

/**
 * The colours both schemes share: the brand's, the action blue (white on it stays above 4.5:1 on either
 * background), the overlays, and the footer's, which is dark in both.
 */
const schemeIndependentColors = {
  primary: PRIMARY_COLOR,
  primaryContrast: '#ffffff',
  secondary: SECONDARY_COLOR,
  action: '#1565c0',
  actionHover: '#0d47a1',
  // Product artwork is drawn for a light ground, so its backdrop stays light in the dark scheme too.
  imageBackdrop: '#eef3f9',
  heroGlow: 'rgba(67, 160, 71, 0.18)',
  scrim: 'rgba(0, 0, 0, 0.5)',
  scrimLight: 'rgba(0, 0, 0, 0.35)',
  footerText: '#f5f7fa',
  footerTextMuted: '#d3dae3',
  footerDivider: 'rgba(255, 255, 255, 0.18)',
  footerIconBackground: 'rgba(255, 255, 255, 0.12)',
} satisfies Partial<ThemeTokens['colors']>;

type SchemeColors = Omit<ThemeTokens['colors'], keyof typeof schemeIndependentColors>;

const schemeColors: Record<ColorScheme, SchemeColors> = {
  light: {
    link: '#1565c0',
    background: '#ffffff',
    surface: '#f7f9fc',
    surfaceAlt: '#eef3f9',
    text: '#1a1a1a',
    textMuted: '#555555',
    border: '#d6dde6',
    error: '#c62828',
    success: '#2e7d32',
    warningBackground: '#fff8e1',
    warningText: '#5d4000',
    footerBackground: '#0d2b4e',
    rating: '#8a5200',
  },
  dark: {
    link: '#90caf9',
    background: '#121212',
    surface: '#1e1e1e',
    surfaceAlt: '#262626',
    text: '#f5f5f5',
    textMuted: '#c2c2c2',
    border: '#3d3d3d',
    error: '#ff8a80',
    success: '#81c784',
    warningBackground: '#3b2f00',
    warningText: '#ffe082',
    footerBackground: '#1e1e1e',
    rating: '#ffca28',
  },
};

const schemeShadows: Record<ColorScheme, ThemeTokens['shadows']> = {
  light: { card: '0 1px 3px rgba(16,24,40,0.12)', raised: '0 8px 24px rgba(16,24,40,0.16)' },
  dark: { card: '0 1px 3px rgba(0,0,0,0.6)', raised: '0 8px 24px rgba(0,0,0,0.6)' },
};

export function createTheme(scheme: ColorScheme): AppTheme {
  return {
    ...shared,
    scheme,
    colors: { ...schemeIndependentColors, ...schemeColors[scheme] },
    shadows: schemeShadows[scheme],
  };
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeTokens {}
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const colorVariable = (key: string) => `--site-color-${kebab(key)}`;
const shadowVariable = (key: string) => `--site-shadow-${kebab(key)}`;
const fontVariable = (key: string) => `--site-font-${kebab(key)}`;

/**
 * The fonts of each translated language's script, named before the Latin stacks on its pages (phones' Noto,
 * Linux's Lohit, Windows' Nirmala UI, Apple's): a browser that meets a letter none of the named fonts has
 * searches the system's fonts for one, run after run, and laid a Hindi page out 22-44 % slower
 * (bench/README.md). A new language names its script's fonts here, or the types refuse it.
 */
const SCRIPT_FONTS: Record<TranslatedLanguage, string> = {
  hi: "'Noto Sans Devanagari', 'Lohit Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Devanagari Sangam MN'",
  gu: "'Noto Sans Gujarati', 'Lohit Gujarati', 'Nirmala UI', 'Kohinoor Gujarati', 'Gujarati Sangam MN'",
};

/** The declarations of the font variables: the Latin stacks, after the script's fonts when given. */
function fontVariables(scriptFonts?: string): string {
  return Object.entries(shared.fonts)
    .map(([key, stack]) => `${fontVariable(key)}: ${scriptFonts ? `${scriptFonts}, ${stack}` : stack};`)
    .join(' ');
}

function references<T extends Record<string, string>>(values: T, variable: (key: string) => string): T {
  return Object.fromEntries(Object.keys(values).map((key) => [key, `var(${variable(key)})`])) as T;
}

/**
 * The site's theme: every colour and shadow is a CSS variable that GlobalStyle sets per scheme, so the
 * generated CSS and class names are the same in light and dark (the server's HTML cannot know the scheme);
 * the fonts likewise per language (`<html lang>`).
 */
export const siteTheme: ThemeTokens = (() => {
  const { colors, shadows, fonts, radii, breakpoints, layout } = createTheme('light');
  return {
    fonts: references(fonts, fontVariable),
    radii,
    breakpoints,
    layout,
    colors: references(colors, colorVariable),
    shadows: references(shadows, shadowVariable),
  };
})();

/** The declarations of one scheme's variables, e.g. `--site-color-primary: #1976d2;`. */
function themeVariables(scheme: ColorScheme): string {
  const { colors, shadows } = createTheme(scheme);
  return [
    ...Object.entries(colors).map(([key, value]) => `${colorVariable(key)}: ${value};`),
    ...Object.entries(shadows).map(([key, value]) => `${shadowVariable(key)}: ${value};`),
  ].join(' ');
}

/** docs/product.md#theme-mode and the server: the mode is also a cookie, so the server renders `<html data-theme>` before first paint. */
export const THEME_MODE_COOKIE = 'mode';
const THEME_MODE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function isThemeMode(value: string | null | undefined): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The mode cookie's value, or null when it is absent or unknown. */
function cookieMode(cookieHeader: string | undefined): ThemeMode | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === THEME_MODE_COOKIE) return isThemeMode(value) ? value : null;
  }
  return null;
}

/** The mode a request's Cookie header asks for; 'system' when it has none (the default of docs/product.md#theme-mode). */
export function themeModeFromCookieHeader(cookieHeader: string | undefined): ThemeMode {
  return cookieMode(cookieHeader) ?? 'system';
}

/** `<html data-theme>` for a mode; null (no attribute) lets the system preference decide. */
export function themeAttribute(mode: ThemeMode): ColorScheme | null {
  return mode === 'system' ? null : mode;
}

/**
 * The mode a page was rendered with, from its `<html data-theme>` (`themeAttribute`'s inverse): hydration
 * starts from it, not from the cookie, which another tab may have changed since the page was asked for.
 */
export function themeModeOfAttribute(attribute: string | undefined): ThemeMode {
  return attribute === 'light' || attribute === 'dark' ? attribute : 'system';
}

function readStoredMode(): ThemeMode {
  const stored = safeStorage.get(MODE_STORAGE_KEY);
  return isThemeMode(stored) ? stored : 'system';
}

function systemScheme(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

interface ThemeModeValue {
  mode: ThemeMode;
  scheme: ColorScheme;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
  /**
   * The mode the server rendered with (its cookie, then the page's `data-theme`), and the same in the browser to hydrate. With it,
   * render reads nothing of the browser; without it, the first render reads the stored mode.
   */
  initialMode?: ThemeMode;
}

/** Light, dark or system (the default follows the system, docs/product.md#theme-mode), stored for the next visit. */
export function ThemeModeProvider({ children, initialMode }: ThemeModeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  // The server cannot know the system scheme; the effect below corrects it after hydration.
  const [system, setSystem] = useState<ColorScheme>(() => (initialMode === undefined ? systemScheme() : 'light'));

  // Hydrated as rendered, the page then takes the visitor's latest choice: the cookie, which another tab may
  // have changed since, or for visitors from before the cookie, their stored choice.
  useEffect(() => {
    if (initialMode === undefined) return;
    const chosen = cookieMode(document.cookie) ?? readStoredMode();
    if (chosen !== initialMode) setModeState(chosen);
  }, [initialMode]);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return undefined;
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const scheme: ColorScheme = mode === 'system' ? system : mode;

  useEffect(() => {
    const attribute = themeAttribute(mode);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
    document.cookie = `${THEME_MODE_COOKIE}=${mode}; Path=/; Max-Age=${THEME_MODE_COOKIE_MAX_AGE}; SameSite=Lax`;
    safeStorage.set(MODE_STORAGE_KEY, mode);
  }, [mode]);

  useEffect(() => {
    safeStorage.set(COLOR_SCHEME_STORAGE_KEY, scheme);
    safeStorage.set(`${COLOR_SCHEME_STORAGE_KEY}-light`, 'light');
    safeStorage.set(`${COLOR_SCHEME_STORAGE_KEY}-dark`, 'dark');
  }, [scheme]);

  const setMode = useCallback((next: ThemeMode) => setModeState(next), []);
  const value = useMemo(() => ({ mode, scheme, setMode }), [mode, scheme, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={siteTheme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs a ThemeModeProvider above it');
  return value;
}

/**
 * Baseline reset (docs/product.md#app-root-and-theme): box sizing, margins, readable defaults, visible keyboard focus. It also sets the
 * site theme's variables: light, dark when the system prefers it and no light choice is on `<html>`,
 * dark when chosen; the attribute is on the page before first paint, so no script has to run.
 * Static (the theme's values written in, no functions of the theme): styled-components then keeps the server's
 * rules when the page hydrates, where a dynamic global style deletes and inserts them all again, and the browser
 * recalculates the style of the whole page.
 */
export const GlobalStyle = createGlobalStyle`
  :root { ${themeVariables('light')} ${fontVariables()} color-scheme: light dark; }
  ${TRANSLATED_LANGUAGES.map((language) => `:root:lang(${language}) { ${fontVariables(SCRIPT_FONTS[language])} }`).join(' ')}
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) { ${themeVariables('dark')} }
  }
  :root[data-theme='light'] { color-scheme: light; }
  :root[data-theme='dark'] { ${themeVariables('dark')} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${siteTheme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${siteTheme.colors.text};
    background: ${siteTheme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
  img, svg, video { display: block; max-width: 100%; height: auto; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${siteTheme.colors.link}; }
  :focus-visible { outline: 3px solid ${siteTheme.colors.link}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
