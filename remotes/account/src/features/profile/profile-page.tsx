import { PageQueryClient } from '@site/state/query';
import { PageContainer } from '@site/ui';
import { LogInFirst } from '../../lib/logged-in-page';
import { useWords } from '../../lib/words';
import { ProfileForm } from './components/profile-form';
import { useProfile } from './hooks/use-profile';

/**
 * docs/product.md#profile (/user/profile): the logged-in retailer's own record, edited and saved. The host sends
 * visitors without a login to /login first; run alone (dev harness) the page says so itself.
 */
export default function ProfilePage() {
  return (
    <PageQueryClient>
      <Profile />
    </PageQueryClient>
  );
}

function Profile() {
  const { customerId, load } = useProfile();
  const t = useWords();
  return (
    <PageContainer>
      <h1>{t('profile.title')}</h1>
      {!customerId ? (
        <LogInFirst returnTo="/user/profile" text={t('account.logInToSeeProfile')} />
      ) : (
        load.status === 'ready' && <ProfileForm key={load.detail.customer_id} detail={load.detail} />
      )}
    </PageContainer>
  );
}
