import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function LoginPage() {
  return (
    <PageContainer>
      <h1>Login</h1>
    </PageContainer>
  );
}
