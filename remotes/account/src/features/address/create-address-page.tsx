import { PageContainer } from '@site/ui';
import { CreateAddressForm } from './components/create-address-form';

/** docs/product.md#create-address (/user/create-address). */
export default function CreateAddressPage() {
  return (
    <PageContainer>
      <h1>Add New Address</h1>
      <CreateAddressForm />
    </PageContainer>
  );
}
