import { PageContainer } from '@site/ui';
import { CreateAddressForm } from './components/CreateAddressForm';

/** docs/product.md#create-address (/user/create-address). */
export default function CreateAddressPage() {
  return (
    <PageContainer>
      <h1>Add New Address</h1>
      <CreateAddressForm />
    </PageContainer>
  );
}
