import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function TermsPage() {
  return (
    <PageContainer>
      <h1>Terms & Conditions</h1>
    </PageContainer>
  );
}
