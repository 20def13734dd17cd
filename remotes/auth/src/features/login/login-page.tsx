import { Link, useLocation } from 'react-router-dom';
import { Card, NarrowColumn, PageContainer } from '@site/ui';
import { Intro, SmallPrint } from '../../components/page-text';
import { authState } from '../../lib/navigation';
import { LoginForm } from './components/login-form';

/** docs/product.md#login (/login): mobile number with +91, Continue, sign-up link, terms and privacy links. */
export default function LoginPage() {
  const location = useLocation();
  return (
    <PageContainer>
      <NarrowColumn>
        <h1>Login</h1>
        <Intro>Log in with your registered mobile number. We will send you a 4-digit one-time code (OTP).</Intro>
        <Card>
          <LoginForm />
          <SmallPrint>
            New retailer?{' '}
            <Link to="/sign-up" state={authState(location.state)}>
              Sign up
            </Link>
          </SmallPrint>
          <SmallPrint>
            By continuing you agree to our <Link to="/terms-conditions">Terms &amp; Conditions</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </SmallPrint>
        </Card>
      </NarrowColumn>
    </PageContainer>
  );
}
