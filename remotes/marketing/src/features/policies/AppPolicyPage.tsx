import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function AppPolicyPage() {
  return (
    <PageContainer>
      <h1>App Privacy Policy</h1>
    </PageContainer>
  );
}
