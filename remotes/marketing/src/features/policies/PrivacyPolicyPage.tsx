import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function PrivacyPolicyPage() {
  return (
    <PageContainer>
      <h1>Privacy Policy</h1>
    </PageContainer>
  );
}
