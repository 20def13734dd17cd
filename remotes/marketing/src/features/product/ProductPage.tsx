import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function ProductPage() {
  return (
    <PageContainer>
      <h1>Pan Masala 2g</h1>
    </PageContainer>
  );
}
