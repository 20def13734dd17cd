import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { richText, safeReturnPath } from '@site/state';
import { Card, NarrowColumn, PageContainer } from '@site/ui';
import { Intro, SmallPrint } from '../../components/page-text';
import { formatMobile } from '../../lib/mobile';
import { authState, verifiableMobile } from '../../lib/navigation';
import { useWords } from '../../lib/words';
import { codeLengthFor, OtpVerifyForm } from './components/otp-verify-form';

/**
 * Sends the visitor to /login once. (`<Navigate>` re-fires whenever its state object is new, which
 * loops where this page stays mounted after the redirect.)
 */
function RedirectToLogin({ from }: { from: unknown }) {
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate('/login', { replace: true, state: authState(from) });
  });
  return null;
}

/**
 * docs/product.md#otp-verification (/otp-verify): the mobile arrives in navigation state. Opened without one
 * (typed in, bookmarked), the visitor is sent to /login.
 */
export default function OtpVerifyPage() {
  const location = useLocation();
  const mobile = verifiableMobile(location.state);
  const t = useWords();
  if (!mobile) {
    return (
      <PageContainer>
        <h1>{t('otp.title')}</h1>
        <RedirectToLogin from={location.state} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <NarrowColumn>
        <h1>{t('otp.title')}</h1>
        <Intro>{t('otp.intro', { length: codeLengthFor(mobile), mobile: formatMobile(mobile) })}</Intro>
        <Card>
          <OtpVerifyForm mobile={mobile} returnTo={safeReturnPath(location.state)} />
          <SmallPrint>
            {richText(t('otp.notYourNumber'), {
              link: (text) => (
                <Link to="/login" state={authState(location.state, mobile)}>
                  {text}
                </Link>
              ),
            })}
          </SmallPrint>
        </Card>
      </NarrowColumn>
    </PageContainer>
  );
}
