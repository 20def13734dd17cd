import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function AboutPage() {
  return (
    <PageContainer>
      <h1>About Us</h1>
    </PageContainer>
  );
}
