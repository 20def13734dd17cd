import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function CreateAddressPage() {
  return (
    <PageContainer>
      <h1>Add New Address</h1>
    </PageContainer>
  );
}
