import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREATE_ADDRESS_FIELDS,
  type CreateAddressForm as CreateAddressValues,
  createAddressFormSchema,
  DEFAULT_COUNTRY,
} from '@site/contract';
import { useReferenceLists } from '@site/state/query';
import { Button, Note, TwoColumnGrid } from '@site/ui';
import { AddressFields, Form, FormActions, FormSection, siteFormOptions } from '@site/ui/form';
import { accountNotices } from '../../../lib/notices';

const EMPTY_ADDRESS: CreateAddressValues = {
  shopName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  pincode: '',
  country: DEFAULT_COUNTRY,
};

/**
 * docs/product.md#create-address: the Location Information form. Submit applies the create-address rules of docs/product.md#retailer-form-rules
 * (focus to the first field in error; editing a field clears its error) and saves nothing.
 */
export function CreateAddressForm() {
  const form = useForm<CreateAddressValues>({
    ...siteFormOptions,
    resolver: zodResolver(createAddressFormSchema, undefined, { raw: true }),
    defaultValues: EMPTY_ADDRESS,
  });
  const { lists } = useReferenceLists();
  // Whether the last Submit found the address complete; any edit withdraws it until the next Submit.
  const [checked, setChecked] = useState(false);

  return (
    <Form
      form={form}
      fieldOrder={CREATE_ADDRESS_FIELDS}
      onValid={() => setChecked(true)}
      onInvalid={() => setChecked(false)}
      onChange={() => setChecked(false)}
      aria-label="New address"
    >
      <FormSection title="Location Information">
        <TwoColumnGrid $from="sm">
          <AddressFields order={CREATE_ADDRESS_FIELDS} lists={lists} />
        </TwoColumnGrid>
      </FormSection>
      <FormActions>
        <Button $variant="primary" $size="sm" type="submit">
          Submit
        </Button>
        <div role="status">{checked && <Note>{accountNotices.addressNotSaved}</Note>}</div>
      </FormActions>
    </Form>
  );
}
