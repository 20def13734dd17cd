import { useMemo, useRef, useState, useEffect } from 'react';
import styled, { ThemeProvider, type DefaultTheme } from 'styled-components';
import { DEFAULT_LANGUAGE, type Language } from '@site/contract';
import { configureRuntime, getRuntimeConfig, ToastArea, WordsProvider } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { type AppTheme, Button, Card, type ColorScheme, createTheme } from '@site/ui';
import { FocusHeading } from '../../components/page-text';
import { type RegisteredCustomer, SignUpWizard } from '../../components/sign-up-wizard/sign-up-wizard';
import { WIDGET_LOAD_FAILED } from '../../embed/load-failure';
import { useWords } from '../../lib/words';
import { useWidgetWords } from './widget-words';

export type { RegisteredCustomer };

/** What an embedding page passes: to `mount(element, options)`, or as props in a React host. */
export interface SignUpWidgetOptions {
  /** Base of the API's method paths, e.g. `https://api.example.com/api/method`. */
  apiBase?: string;
  /** The retailer is registered: the form as sent and the id the server gave it. */
  onComplete?: (customer: RegisteredCustomer) => void;
  /** The retailer pressed Cancel; without this option there is no Cancel button. */
  onCancel?: () => void;
  /** Light (default) or dark, and any theme colours to replace (`primary`, `link`, `background`, …). */
  theme?: { scheme?: ColorScheme; colors?: Partial<AppTheme['colors']> };
  /** Render the widget's own toast area (default). `false` when the host renders react-toastify's container itself. */
  toasts?: boolean;
  /** Where "Log in" points when the mobile is already registered; without it the notice has no link. */
  loginUrl?: string;
  /**
   * The language it speaks (English by default). `mount` reads it from the element's `data-language` or
   * `lang` attribute; a React host passes it here.
   */
  language?: Language;
}

/** The API base is the shared runtime's: set it before the wizard's first call (its lists load on mount). */
export function applyApiBase(apiBase: string | undefined): void {
  if (apiBase && getRuntimeConfig().apiBase !== apiBase.replace(/\/+$/, '')) configureRuntime({ apiBase });
}

/**
 * The baseline the site's GlobalStyle gives its pages, scoped to the widget's own root so that the
 * embedding page keeps its styles and the widget looks the same on any page.
 */
const WidgetRoot = styled.div<{ $scheme: ColorScheme }>`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  color-scheme: ${({ $scheme }) => $scheme};
  text-align: start;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  h2,
  p {
    margin: 0;
  }

  input,
  button,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;

const DoneHeading = styled(FocusHeading)`
  margin-bottom: 0.75rem;
`;

const CancelRow = styled.div`
  margin-top: 1rem;
`;

function widgetTheme(theme: SignUpWidgetOptions['theme']): DefaultTheme {
  const base = createTheme(theme?.scheme ?? 'light');
  return { ...base, colors: { ...base.colors, ...theme?.colors } };
}

function Registered({ customer }: { customer: RegisteredCustomer }) {
  const t = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status">
      <DoneHeading ref={heading} tabIndex={-1}>
        {t('widget.registered')}
      </DoneHeading>
      <p>{t('widget.registeredDetail', { shopName: customer.shopName, mobile: customer.mobile })}</p>
    </div>
  );
}

/** The wizard, then the widget's own end; Cancel while it is not registered, when the page offers it. */
function SignUpFlow({
  onComplete,
  onCancel,
  loginUrl,
}: Pick<SignUpWidgetOptions, 'onComplete' | 'onCancel' | 'loginUrl'>) {
  const t = useWords();
  const [customer, setCustomer] = useState<RegisteredCustomer | null>(null);

  const complete = (registered: RegisteredCustomer) => {
    setCustomer(registered);
    try {
      onComplete?.(registered);
    } catch (error) {
      // The retailer is registered whatever the page's handler does; its error is the page's own.
      console.error('SuvasaSignUp: onComplete threw', error);
    }
  };

  return (
    <Card>
      {customer ? (
        <Registered customer={customer} />
      ) : (
        <PageQueryClient>
          <SignUpWizard
            onRegistered={complete}
            renderLoginLink={(label) => (loginUrl ? <a href={loginUrl}>{label}</a> : null)}
          />
        </PageQueryClient>
      )}
      {onCancel && !customer && (
        <CancelRow>
          <Button $variant="outline" type="button" onClick={onCancel}>
            {t('widget.cancel')}
          </Button>
        </CancelRow>
      )}
    </Card>
  );
}

/**
 * The retailer sign-up for other teams' pages: the same wizard as /sign-up, with its own theme, toasts and
 * words (it is mounted outside any host) and no router, ending with `onComplete` rather than the OTP page.
 * It shows once its words have come, so it never flashes another language.
 */
export function SignUpWidget({
  apiBase,
  onComplete,
  onCancel,
  theme,
  toasts = true,
  loginUrl,
  language = DEFAULT_LANGUAGE,
}: SignUpWidgetOptions) {
  applyApiBase(apiBase);
  const appTheme = useMemo(() => widgetTheme(theme), [theme]);
  const words = useWidgetWords(language);

  return (
    <ThemeProvider theme={appTheme}>
      <WidgetRoot data-suvasa-sign-up="" $scheme={theme?.scheme ?? 'light'} lang={language}>
        {words.status === 'failed' && <p role="alert">{WIDGET_LOAD_FAILED}</p>}
        {words.status === 'ready' && (
          <WordsProvider words={words.words}>
            <SignUpFlow onComplete={onComplete} onCancel={onCancel} loginUrl={loginUrl} />
            {toasts && <ToastArea />}
          </WordsProvider>
        )}
      </WidgetRoot>
    </ThemeProvider>
  );
}
