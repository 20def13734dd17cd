import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function OtpVerifyPage() {
  return (
    <PageContainer>
      <h1>Verify OTP</h1>
    </PageContainer>
  );
}
