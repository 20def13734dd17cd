import { Link, useParams } from 'react-router-dom';
import { orderingMessages } from '@site/contract';
import { useAuth, useSharedText } from '@site/state';
import { Notice } from '@site/ui';
import { AccountPage } from '../../lib/account-page';
import { addressFormValues, useAddressBook, useUpdateAddress } from '../../lib/address-book';
import { useWords } from '../../lib/words';
import { AddressForm } from './components/address-form';
import { useSaveAddress } from './hooks/use-save-address';

/**
 * docs/product.md#edit-address (/user/edit-address/<name>): the create-address form filled with the
 * address, saved with `update_address`; an address the book does not have is said so.
 */
export default function EditAddressPage() {
  const { name = '' } = useParams();
  const t = useWords();
  return (
    <AccountPage title={t('address.editTitle')}>
      <EditAddress name={name} />
    </AccountPage>
  );
}

function EditAddress({ name }: { name: string }) {
  const { login } = useAuth();
  const t = useWords();
  const sharedText = useSharedText();
  const customerId = login?.customer_id ?? null;
  const book = useAddressBook(customerId);
  const save = useSaveAddress(customerId);
  const updating = useUpdateAddress();

  if (book.isError || (!customerId && !book.data)) return <Notice role="alert">{t('address.loadFailed')}</Notice>;
  if (!book.data) return <p role="status">{t('address.loading')}</p>;
  const address = book.data.find((candidate) => candidate.name === name);
  if (!address) {
    return (
      <>
        <p>{sharedText(orderingMessages.addressNotFound)}</p>
        <Link to="/user-address">{t('address.backToList')}</Link>
      </>
    );
  }

  return (
    <AddressForm
      key={address.name}
      initialValues={addressFormValues(address)}
      onSave={(values) => save(updating.mutateAsync({ name: address.name, form: values }))}
      aria-label={t('address.addressOf', { title: address.address_title })}
    />
  );
}
