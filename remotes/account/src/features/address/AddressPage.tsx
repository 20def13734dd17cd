import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function AddressPage() {
  return (
    <PageContainer>
      <h1>My Addresses</h1>
    </PageContainer>
  );
}
