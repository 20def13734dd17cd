import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREATE_ADDRESS_FIELDS,
  type CreateAddressForm as CreateAddressValues,
  createAddressFormSchema,
  DEFAULT_COUNTRY,
} from '@site/contract';
import { useReferenceLists } from '@site/state/query';
import { Field, Form, SelectField, siteFormOptions, TextField } from '@site/ui/form';
import {
  Actions,
  FormGrid,
  FormSection,
  Note,
  PrimaryButton,
  SectionTitle,
} from '../../../components/form/form-styles';
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
  const sectionId = useId();

  return (
    <Form
      form={form}
      fieldOrder={CREATE_ADDRESS_FIELDS}
      onValid={() => setChecked(true)}
      onInvalid={() => setChecked(false)}
      onChange={() => setChecked(false)}
      aria-label="New address"
    >
      <FormSection aria-labelledby={sectionId}>
        <SectionTitle id={sectionId}>Location Information</SectionTitle>
        <FormGrid>
          <Field<CreateAddressValues> name="shopName">
            {(field) => <TextField field={field} label="Shop Name" required autoComplete="organization" />}
          </Field>
          <Field<CreateAddressValues> name="address1">
            {(field) => <TextField field={field} label="Address Line-1" required autoComplete="address-line1" />}
          </Field>
          <Field<CreateAddressValues> name="address2">
            {(field) => <TextField field={field} label="Address Line-2" required autoComplete="address-line2" />}
          </Field>
          <Field<CreateAddressValues> name="city">
            {(field) => <TextField field={field} label="City" required autoComplete="address-level2" />}
          </Field>
          <Field<CreateAddressValues> name="state">
            {(field) => (
              <SelectField field={field} label="State" placeholder="Select state" options={lists.states} required />
            )}
          </Field>
          <Field<CreateAddressValues> name="pincode">
            {(field) => (
              <TextField field={field} label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
            )}
          </Field>
          <Field<CreateAddressValues> name="country">
            {(field) => (
              <SelectField
                field={field}
                label="Country"
                placeholder="Select country"
                options={lists.countries}
                required
                autoComplete="country-name"
              />
            )}
          </Field>
        </FormGrid>
      </FormSection>
      <Actions>
        <PrimaryButton type="submit">Submit</PrimaryButton>
        <div role="status">{checked && <Note>{accountNotices.addressNotSaved}</Note>}</div>
      </Actions>
    </Form>
  );
}
