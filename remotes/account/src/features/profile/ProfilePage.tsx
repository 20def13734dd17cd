import { PageContainer } from '@site/shared';

/** Placeholder until the feature's screens land: the page's heading only. */
export default function ProfilePage() {
  return (
    <PageContainer>
      <h1>My Profile</h1>
    </PageContainer>
  );
}
