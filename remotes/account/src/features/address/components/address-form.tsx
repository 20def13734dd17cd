import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  CREATE_ADDRESS_FIELDS,
  type CreateAddressForm as AddressValues,
  createAddressFormSchema,
} from '@site/contract';
import { useReferenceLists } from '@site/state/query';
import { Button, TwoColumnGrid } from '@site/ui';
import { AddressFields, Form, FormActions, FormSection, siteFormOptions } from '@site/ui/form';
import { useAddressLabels } from '../../../lib/address-labels';
import { useWords } from '../../../lib/words';
import type { AddressRefusal } from '../api/address-refusal';

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

interface AddressFormProps {
  initialValues: AddressValues;
  /** Saves; resolves with the refusal, or null once saved (the page then moves on). */
  onSave: (values: AddressValues) => Promise<AddressRefusal | null>;
  'aria-label': string;
}

/**
 * The Location Information form of docs/product.md#create-address and #edit-address: the create-address
 * rules of docs/product.md#retailer-form-rules on Submit (focus to the first field in error; editing a
 * field clears its error), then the save. A refusal is shown under the fields it names and under Submit;
 * everything entered stays.
 */
export function AddressForm({ initialValues, onSave, 'aria-label': ariaLabel }: AddressFormProps) {
  const form = useForm<AddressValues>({
    ...siteFormOptions,
    resolver: zodResolver(createAddressFormSchema, undefined, { raw: true }),
    defaultValues: initialValues,
  });
  const { lists } = useReferenceLists();
  const t = useWords();
  const addressLabels = useAddressLabels();
  const formError = form.formState.errors.root?.server?.message;

  const save = async (values: AddressValues) => {
    form.clearErrors('root.server');
    const refusal = await onSave(values);
    if (!refusal) return undefined;
    form.setError('root.server', { message: refusal.text });
    return refusal.fieldErrors;
  };

  return (
    <Form
      form={form}
      fieldOrder={CREATE_ADDRESS_FIELDS}
      onValid={save}
      onChange={() => form.clearErrors('root.server')}
      aria-label={ariaLabel}
    >
      <FormSection title={t('address.locationInformation')}>
        <TwoColumnGrid $from="sm">
          <AddressFields order={CREATE_ADDRESS_FIELDS} lists={lists} {...addressLabels} />
        </TwoColumnGrid>
      </FormSection>
      <FormActions>
        <Button $variant="primary" $size="sm" type="submit">
          {t('address.submit')}
        </Button>
        <div role="alert">{formError && <FormError>{formError}</FormError>}</div>
      </FormActions>
    </Form>
  );
}
