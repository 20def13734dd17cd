import { Link } from 'react-router-dom';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisteredRetailer,
  SIGN_UP_DEFAULTS,
  SIGN_UP_STEP_FIELDS,
  type SignUpForm,
  signUpFormSchema,
} from '@site/contract';
import { useReferenceLists } from '@site/state/query';
import { Stack, TwoColumnGrid } from '@site/ui';
import {
  AddressFields,
  Field,
  FieldList,
  type FieldSpec,
  FormSection,
  GstFields,
  PhoneField,
  SelectField,
  SHOP_HOURS_FIELDS,
} from '@site/ui/form';
import { Panel } from '../../lib/layout';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { useRegisterRetailer } from './api/registration-api';

/** /office/retailers/new: staff sign up a retailer who phones in or visits, with the sign-up's fields and rules. */
export default function RegisterRetailerPage() {
  return <OfficePage title="Register a Retailer">{() => <RegisterRetailer />}</OfficePage>;
}

const FIELD_ORDER = SIGN_UP_STEP_FIELDS.flat();

// raw: the values go to the server as entered; the schema only checks them, as the sign-up's does.
const resolver = zodResolver(signUpFormSchema, undefined, { raw: true }) as Resolver<SignUpForm>;

/** What staff tell the retailer once they are registered. */
const registeredText = (registered: RegisteredRetailer, form: SignUpForm) =>
  registered.code_sent
    ? `${form.shopName} is registered. A login code went by SMS to ${form.mobile}: the retailer logs in with it on the login page.`
    : `${form.shopName} is registered, but the SMS did not go out: the retailer logs in on the login page, which sends them a code.`;

function RegisterRetailer() {
  const form = useOfficeForm<SignUpForm>(resolver, SIGN_UP_DEFAULTS);
  const registering = useRegisterRetailer();
  const { status, lists } = useReferenceLists();
  const loadingText = status === 'loading' ? 'Loading…' : undefined;

  const register = (values: SignUpForm) =>
    fieldRefusals(registering.mutateAsync(values, { onSuccess: () => form.reset(SIGN_UP_DEFAULTS) }));

  const personal: readonly FieldSpec<SignUpForm>[] = [
    { name: 'fullName', label: 'Full Name', required: true, autoComplete: 'off' },
    { name: 'mobile', render: (field) => <PhoneField field={field} label="Mobile Number" /> },
  ];

  return (
    <Stack>
      <p>
        For a retailer who phones in or visits. They get a login code by SMS on this number and log in with it
        themselves: their number, proved by them.
      </p>
      <Panel>
        <OfficeForm
          form={form}
          label="Register a retailer"
          fields={FIELD_ORDER}
          onValid={register}
          write={registering}
          done={registeredText}
          submitLabel="Register retailer"
        >
          <FormSection title="Personal Information">
            <TwoColumnGrid $from="sm">
              <FieldList<SignUpForm> fields={personal} onEdit={registering.reset} />
            </TwoColumnGrid>
          </FormSection>
          <FormSection title="Location Information">
            <TwoColumnGrid $from="sm">
              <AddressFields lists={lists} loadingText={loadingText} />
            </TwoColumnGrid>
          </FormSection>
          <FormSection title="Other Information">
            <TwoColumnGrid $from="sm">
              <FieldList<SignUpForm> fields={SHOP_HOURS_FIELDS} />
              <Field<SignUpForm> name="businessType">
                {(field) => (
                  <SelectField
                    field={field}
                    label="Business Type"
                    placeholder={loadingText ?? 'Select business type'}
                    options={lists.businessTypes}
                    busy={loadingText !== undefined}
                    required
                  />
                )}
              </Field>
              <GstFields />
            </TwoColumnGrid>
          </FormSection>
        </OfficeForm>
      </Panel>
      {registering.isSuccess && (
        <p>
          <Link to={`/office/retailers/${encodeURIComponent(registering.data.customer_id)}`}>
            Open the new retailer’s page
          </Link>
        </p>
      )}
    </Stack>
  );
}
