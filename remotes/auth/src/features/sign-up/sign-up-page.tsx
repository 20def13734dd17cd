import { Link, useLocation, useNavigate } from 'react-router-dom';
import { OTP_FIRST_WINDOW_SECONDS, otpExpiry, richText } from '@site/state';
import { PageQueryClient } from '@site/state/query';
import { Card, PageContainer } from '@site/ui';
import { Intro, SmallPrint } from '../../components/page-text';
import { SignUpWizard } from '../../components/sign-up-wizard/sign-up-wizard';
import { authState, mobileFromState } from '../../lib/navigation';
import { useSendOtp } from '../../lib/send-otp';
import { useWords } from '../../lib/words';

/**
 * docs/product.md#sign-up (/sign-up): the wizard, then — unlike the seed, which only logged the data — a code is
 * sent to the new retailer's mobile and the OTP page logs them in.
 */
export default function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useWords();
  const sendOtp = useSendOtp();
  const prefilledMobile = mobileFromState(location.state);

  const continueToOtp = async (_customer: unknown, mobile: string) => {
    const outcome = await sendOtp(mobile, OTP_FIRST_WINDOW_SECONDS);
    // Registered either way: if the code did not go out, the OTP page offers Resend at once.
    if (outcome.kind !== 'sent') otpExpiry.clear();
    navigate('/otp-verify', { state: authState(location.state, mobile) });
  };

  return (
    <PageContainer>
      <h1>{t('signUp.title')}</h1>
      <Intro>{t('signUp.intro')}</Intro>
      <Card>
        <PageQueryClient>
          <SignUpWizard
            onRegistered={continueToOtp}
            initialValues={prefilledMobile ? { mobile: prefilledMobile } : undefined}
            renderLoginLink={(label, mobile) => (
              <Link to="/login" state={authState(location.state, mobile)}>
                {label}
              </Link>
            )}
          />
        </PageQueryClient>
      </Card>
      <SmallPrint>
        {richText(t('signUp.alreadyRegistered'), {
          link: (text) => (
            <Link to="/login" state={authState(location.state)}>
              {text}
            </Link>
          ),
        })}
      </SmallPrint>
    </PageContainer>
  );
}
