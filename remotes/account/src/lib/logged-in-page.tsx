import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRecord } from '@site/contract';
import { loginReturnState, useAuth } from '@site/state';
import { AccountPage } from './account-page';
import { useWords } from './words';

interface LoggedInPageProps {
  title: string;
  returnTo: string;
  /** Words after the login link, e.g. "to see your cart and your orders." */
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
  const t = useWords();
  if (login) return children(login);
  return (
    <p>
      <Link to="/login" state={loginReturnState(returnTo)}>
        {t('account.logIn')}
      </Link>
      {loggedOutText && ` ${loggedOutText}`}
    </p>
  );
}
