import { useId, useState, type FormEvent } from 'react';
import { CREATE_ADDRESS_FIELDS, type CreateAddressForm as CreateAddressValues, createAddressFormSchema, DEFAULT_COUNTRY } from '@site/contract';
import { useReferenceLists } from '@site/state/api';
import { SelectField, TextField } from '@site/ui';
import { Actions, FormGrid, FormSection, Note, PrimaryButton, SectionTitle } from '../../../components/form/formStyles';
import { useValidatedForm } from '../../../hooks/useValidatedForm';
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
  const form = useValidatedForm<CreateAddressValues>({
    schema: createAddressFormSchema,
    fields: CREATE_ADDRESS_FIELDS,
    initialValues: EMPTY_ADDRESS,
  });
  const { lists } = useReferenceLists();
  const [checked, setChecked] = useState(false);
  const sectionId = useId();
  const { field } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(form.validate());
  };

  return (
    <form aria-label="New address" noValidate onSubmit={handleSubmit} onChange={() => setChecked(false)}>
      <FormSection aria-labelledby={sectionId}>
        <SectionTitle id={sectionId}>Location Information</SectionTitle>
        <FormGrid>
          <TextField field={field('shopName')} label="Shop Name" required autoComplete="organization" />
          <TextField field={field('address1')} label="Address Line-1" required autoComplete="address-line1" />
          <TextField field={field('address2')} label="Address Line-2" required autoComplete="address-line2" />
          <TextField field={field('city')} label="City" required autoComplete="address-level2" />
          <SelectField field={field('state')} label="State" placeholder="Select state" options={lists.states} required />
          <TextField field={field('pincode')} label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
          <SelectField
            field={field('country')}
            label="Country"
            placeholder="Select country"
            options={lists.countries}
            required
            autoComplete="country-name"
          />
        </FormGrid>
      </FormSection>
      <Actions>
        <PrimaryButton type="submit">Submit</PrimaryButton>
        <div role="status">{checked && <Note>{accountNotices.addressNotSaved}</Note>}</div>
      </Actions>
    </form>
  );
}
