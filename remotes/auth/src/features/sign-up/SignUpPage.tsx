import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function SignUpPage() {
  return (
    <PageContainer>
      <h1>Retailer Sign Up</h1>
    </PageContainer>
  );
}
