import { useLocation, useNavigate } from 'react-router-dom';
import { notify, safeReturnPath } from '@site/state';
import { useRefreshAddressBook } from '../../../lib/address-book';
import { useWords } from '../../../lib/words';
import { addressRefusal, type AddressRefusal } from '../api/address-refusal';

/**
 * The address form's save, create or edit alike: a refusal stays on the form; once saved, the book is read
 * again and the retailer goes back to the list, or to the page that sent them here (checkout's `returnTo`),
 * with a notice.
 */
export function useSaveAddress(customerId: string | null) {
  const navigate = useNavigate();
  const t = useWords();
  const { state } = useLocation();
  const refreshBook = useRefreshAddressBook(customerId);

  return async (sent: Promise<unknown>): Promise<AddressRefusal | null> => {
    try {
      await sent;
    } catch (error) {
      return addressRefusal(error, t('address.notSaved'), t('address.checkConnection'));
    }
    void refreshBook();
    navigate(safeReturnPath(state) ?? '/user-address');
    notify.success(t('address.saved'));
    return null;
  };
}
