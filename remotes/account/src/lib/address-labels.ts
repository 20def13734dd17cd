import type { AddressFieldsProps } from '@site/ui/form';
import { useWords } from './words';

/** The address fields' labels and select placeholders in the page's language (the address form, the profile). */
export function useAddressLabels(): Pick<AddressFieldsProps, 'labels' | 'choose'> {
  const t = useWords();
  return {
    labels: {
      shopName: t('field.shopName'),
      address1: t('field.address1'),
      address2: t('field.address2'),
      city: t('field.city'),
      state: t('field.state'),
      country: t('field.country'),
      pincode: t('field.pincode'),
    },
    choose: (label) => t('field.select', { label }),
  };
}
