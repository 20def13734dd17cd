import { Link, useParams } from 'react-router-dom';
import { orderingMessages as m } from '@site/contract';
import { useAuth } from '@site/state';
import { Notice } from '@site/ui';
import { AccountPage } from '../../lib/account-page';
import { addressFormValues, useAddressBook, useUpdateAddress } from '../../lib/address-book';
import { accountNotices } from '../../lib/notices';
import { AddressForm } from './components/address-form';
import { useSaveAddress } from './hooks/use-save-address';

/**
 * docs/product.md#edit-address (/user/edit-address/<name>): the create-address form filled with the
 * address, saved with `update_address`; an address the book does not have is said so.
 */
export default function EditAddressPage() {
  const { name = '' } = useParams();
  return (
    <AccountPage title="Edit Address">
      <EditAddress name={name} />
    </AccountPage>
  );
}

function EditAddress({ name }: { name: string }) {
  const { login } = useAuth();
  const customerId = login?.customer_id ?? null;
  const book = useAddressBook(customerId);
  const save = useSaveAddress(customerId);
  const updating = useUpdateAddress();

  if (book.isError || (!customerId && !book.data))
    return <Notice role="alert">{accountNotices.addressesFailed}</Notice>;
  if (!book.data) return <p role="status">{accountNotices.addressesLoading}</p>;
  const address = book.data.find((candidate) => candidate.name === name);
  if (!address) {
    return (
      <>
        <p>{m.addressNotFound}</p>
        <Link to="/user-address">Back to My Addresses</Link>
      </>
    );
  }

  return (
    <AddressForm
      key={address.name}
      initialValues={addressFormValues(address)}
      onSave={(values) => save(updating.mutateAsync({ name: address.name, form: values }))}
      aria-label={`Address ${address.address_title}`}
    />
  );
}
