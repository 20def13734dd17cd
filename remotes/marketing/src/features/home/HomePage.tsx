import { site } from '@site/shared/site';
import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function HomePage() {
  return (
    <PageContainer>
      <h1>Welcome to {site.brandName}</h1>
    </PageContainer>
  );
}
