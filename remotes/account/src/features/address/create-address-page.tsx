import { PageQueryClient } from '@site/state/query';
import { PageContainer } from '@site/ui';
import { CreateAddressForm } from './components/create-address-form';

/** docs/product.md#create-address (/user/create-address). */
export default function CreateAddressPage() {
  return (
    <PageContainer>
      <h1>Add New Address</h1>
      <PageQueryClient>
        <CreateAddressForm />
      </PageQueryClient>
    </PageContainer>
  );
}
