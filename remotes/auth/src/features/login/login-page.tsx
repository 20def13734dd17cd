import { Link, useLocation } from 'react-router-dom';
import { richText } from '@site/state';
import { Card, NarrowColumn, PageContainer } from '@site/ui';
import { Intro, SmallPrint } from '../../components/page-text';
import { authState } from '../../lib/navigation';
import { useWords } from '../../lib/words';
import { LoginForm } from './components/login-form';

/** docs/product.md#login (/login): mobile number with +91, Continue, sign-up link, terms and privacy links. */
export default function LoginPage() {
  const location = useLocation();
  const t = useWords();
  return (
    <PageContainer>
      <NarrowColumn>
        <h1>{t('login.title')}</h1>
        <Intro>{t('login.intro')}</Intro>
        <Card>
          <LoginForm />
          <SmallPrint>
            {richText(t('login.newRetailer'), {
              link: (text) => (
                <Link to="/sign-up" state={authState(location.state)}>
                  {text}
                </Link>
              ),
            })}
          </SmallPrint>
          <SmallPrint>
            {richText(t('login.agree'), {
              terms: (text) => <Link to="/terms-conditions">{text}</Link>,
              privacy: (text) => <Link to="/privacy-policy">{text}</Link>,
            })}
          </SmallPrint>
        </Card>
      </NarrowColumn>
    </PageContainer>
  );
}
