import { CREATE_ADDRESS_DEFAULTS } from '@site/contract';
import { useAuth } from '@site/state';
import { AccountPage } from '../../lib/account-page';
import { useCreateAddress } from '../../lib/address-book';
import { AddressForm } from './components/address-form';
import { useSaveAddress } from './hooks/use-save-address';
import { useWords } from '../../lib/words';

/**
 * docs/product.md#create-address (/user/create-address): saves a shipping address, then goes back to the
 * address list, or to the page that sent the retailer here (checkout's `returnTo`), with a notice.
 */
export default function CreateAddressPage() {
  const t = useWords();
  return (
    <AccountPage title={t('address.createTitle')}>
      <CreateAddress />
    </AccountPage>
  );
}

function CreateAddress() {
  const { login } = useAuth();
  const t = useWords();
  const save = useSaveAddress(login?.customer_id ?? null);
  const creating = useCreateAddress();
  return (
    <AddressForm
      initialValues={CREATE_ADDRESS_DEFAULTS}
      onSave={(values) => save(creating.mutateAsync(values))}
      aria-label={t('address.newAddress')}
    />
  );
}
