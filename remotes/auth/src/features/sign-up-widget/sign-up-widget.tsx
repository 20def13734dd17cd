import { useMemo, useRef, useState, useEffect } from 'react';
import styled, { ThemeProvider, type DefaultTheme } from 'styled-components';
import { configureRuntime, getRuntimeConfig, ToastArea } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { type AppTheme, Button, Card, type ColorScheme, createTheme } from '@site/ui';
import { FocusHeading } from '../../components/page-text';
import { type RegisteredCustomer, SignUpWizard } from '../../components/sign-up-wizard/sign-up-wizard';
import { authNotices } from '../../lib/notices';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status">
      <DoneHeading ref={heading} tabIndex={-1}>
        {authNotices.widgetRegistered}
      </DoneHeading>
      <p>{authNotices.widgetRegisteredDetail(customer.shopName, customer.mobile)}</p>
    </div>
  );
}

/**
 * The retailer sign-up for other teams' pages: the same wizard as /sign-up, with its own theme and
 * toasts and no router, ending with `onComplete` rather than the OTP page.
 */
export function SignUpWidget({ apiBase, onComplete, onCancel, theme, toasts = true, loginUrl }: SignUpWidgetOptions) {
  applyApiBase(apiBase);
  const [customer, setCustomer] = useState<RegisteredCustomer | null>(null);
  const appTheme = useMemo(() => widgetTheme(theme), [theme]);

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
    <ThemeProvider theme={appTheme}>
      <WidgetRoot data-suvasa-sign-up="" $scheme={theme?.scheme ?? 'light'}>
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
                {authNotices.widgetCancel}
              </Button>
            </CancelRow>
          )}
        </Card>
        {toasts && <ToastArea />}
      </WidgetRoot>
    </ThemeProvider>
  );
}
