import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function FaqPage() {
  return (
    <PageContainer>
      <h1>Frequently Asked Questions</h1>
    </PageContainer>
  );
}
