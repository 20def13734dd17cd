import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRecord } from '@site/contract';
import { loginReturnState, richText, useAuth } from '@site/state';
import { AccountPage } from './account-page';
import { useWords } from './words';

interface LoggedInPageProps {
  title: string;
  returnTo: string;
  /** What a visitor without a login is told, its link to /login marked `<link>…</link>` ("Log in" alone without it). */
  loggedOutText?: string;
  children: (login: LoginRecord) => ReactNode;
}

/**
 * An account page with its content for the stored login. The host sends visitors without a login to /login
 * first; if the login goes while the page is open (a logout in another tab), the page offers the way back:
 * a link to /login that returns to `returnTo`.
 */
export function LoggedInPage({ title, returnTo, loggedOutText, children }: LoggedInPageProps) {
  return (
    <AccountPage title={title}>
      <ForLogin returnTo={returnTo} loggedOutText={loggedOutText}>
        {children}
      </ForLogin>
    </AccountPage>
  );
}

/** A logged-in page whose whole content is one component of the customer's id (checkout, the order history). */
export function CustomerPage({
  content: Content,
  ...page
}: Omit<LoggedInPageProps, 'children'> & { content: ComponentType<{ customerId: string }> }) {
  return <LoggedInPage {...page}>{(login) => <Content customerId={login.customer_id} />}</LoggedInPage>;
}

function ForLogin({
  returnTo,
  loggedOutText,
  children,
}: {
  returnTo: string;
  loggedOutText?: string;
  children: (login: LoginRecord) => ReactNode;
}) {
  const { login } = useAuth();
  if (login) return children(login);
  return <LogInFirst returnTo={returnTo} text={loggedOutText} />;
}

/** A sentence with the way to /login and back to `returnTo`, the link where the language puts it. */
export function LogInFirst({ returnTo, text }: { returnTo: string; text?: string }) {
  const t = useWords();
  return (
    <p>
      {richText(text ?? `<link>${t('account.logIn')}</link>`, {
        link: (words) => (
          <Link to="/login" state={loginReturnState(returnTo)}>
            {words}
          </Link>
        ),
      })}
    </p>
  );
}
