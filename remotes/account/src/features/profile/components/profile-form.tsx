import { useId, useMemo } from 'react';
import { useController, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { type CustomerDetail, feedbackMessages, MOBILE_DIGITS, MOBILE_PREFIX, profileFormSchema } from '@site/contract';
import { getLogin, notify, saveLogin, serverAssetUrl, setLoading } from '@site/state';
import { successMessage } from '@site/state/api';
import { queryKeys, useReferenceLists } from '@site/state/query';
import { ErrorText, Field, fieldId, Form, SelectField, siteFormOptions, TextField, useFormStatus } from '@site/ui/form';
import { Actions, FormGrid, FormSection, PrimaryButton, SectionTitle } from '../../../components/form/form-styles';
import { accountNotices } from '../../../lib/notices';
import { profileRefusal } from '../api/profile-refusal';
import { PROFILE_EDIT_FIELDS, profileEditValues, type ProfileEditValues } from '../api/profile-form-values';
import { updateCustomerDetail } from '../api/update-customer-detail';
import { PendingMobileChange } from './pending-mobile-change';
import { ProfilePicture } from './profile-picture';

const FormError = styled(ErrorText)`
  font-size: 1rem;
`;

// raw: the values go to the server as entered; the schema only checks them (it ignores the picture).
const resolver = zodResolver(profileFormSchema, undefined, { raw: true }) as unknown as Resolver<ProfileEditValues>;

/** The picture as a field of the form: choosing one clears its refusal, a refusal moves focus to Choose Image. */
function PictureField({ savedUrl }: { savedUrl: string }) {
  const { idPrefix } = useFormStatus();
  const { clearErrors } = useFormContext<ProfileEditValues>();
  const { field, fieldState } = useController<ProfileEditValues, 'picture'>({ name: 'picture' });
  const choose = (file: File) => {
    field.onChange(file);
    if (fieldState.error) clearErrors('picture');
  };
  return (
    <ProfilePicture
      chooseId={fieldId(idPrefix, field.name)}
      savedUrl={savedUrl}
      chosen={field.value}
      onChoose={choose}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The profile form (docs/product.md#profile): Personal, Location and Other Information, the picture and Save Changes.
 * Every field is required (docs/product.md#retailer-form-rules); labels are the spec's. Save validates
 * every field, sends the multipart update with the loading flag on and answers with the spec's three
 * toasts (docs/product.md#profile-loading-and-saving); a refusal is shown where it belongs and nothing
 * entered is lost.
 */
export function ProfileForm({ detail }: { detail: CustomerDetail }) {
  const queryClient = useQueryClient();
  const recordValues = useMemo(() => profileEditValues(detail), [detail]);
  const form = useForm<ProfileEditValues>({
    ...siteFormOptions,
    resolver,
    // The record as the page's query has it: a newer one (a save, a confirmed number) fills the fields the
    // retailer has not edited and leaves what they are typing, and the messages they are reading.
    values: recordValues,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  // Read during render so react-hook-form tracks which fields were edited (keepDirtyValues needs it).
  void form.formState.dirtyFields;
  const formError = form.formState.errors.root?.server?.message;
  const { lists } = useReferenceLists();
  const personalId = useId();
  const locationId = useId();
  const otherId = useId();

  /** A record the server confirmed: the page's cached copy and the stored login take it. */
  const applySaved = (saved: CustomerDetail) => {
    queryClient.setQueryData(queryKeys.customerDetail(saved.customer_id), saved);
    // Keep the stored login record's copy of the customer fields current (its token is unchanged).
    const login = getLogin();
    if (login) saveLogin({ ...login, ...saved });
  };

  const save = async ({ picture, ...values }: ProfileEditValues) => {
    setLoading(true);
    try {
      const reply = await updateCustomerDetail({ customer_id: detail.customer_id, ...values }, picture);
      const saved = successMessage<CustomerDetail>(reply);
      if (saved) {
        // Everything was saved: the form is the saved record, with no picture waiting (not the refresh's keep options).
        form.reset(profileEditValues(saved), { keepDirtyValues: false, keepErrors: false });
        applySaved(saved);
        // Queued behind the cache's news of the saved record, so the toast never precedes the page showing it.
        notifyManager.schedule(() => notify.success(feedbackMessages.profileUpdated));
        return undefined;
      }
      notify.error(feedbackMessages.profileUpdateFailed);
      const refusal = profileRefusal(reply, picture !== null);
      form.setError('root.server', { message: refusal.formError });
      return refusal.fieldErrors;
    } catch {
      notify.error(feedbackMessages.profileSaveException);
      form.setError('root.server', { message: accountNotices.notSaved });
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} fieldOrder={PROFILE_EDIT_FIELDS} onValid={save} aria-label="Profile">
      <FormSection aria-labelledby={personalId}>
        <SectionTitle id={personalId}>Personal Information</SectionTitle>
        <PictureField savedUrl={serverAssetUrl(detail.profile)} />
        <FormGrid>
          <Field<ProfileEditValues> name="firstName">
            {(field) => <TextField field={field} label="First Name" required autoComplete="given-name" />}
          </Field>
          <Field<ProfileEditValues> name="phoneNumber">
            {(field) => (
              <TextField
                field={field}
                label="Phone Number"
                required
                type="tel"
                prefix={MOBILE_PREFIX}
                inputMode="numeric"
                maxLength={MOBILE_DIGITS}
                autoComplete="tel-national"
              />
            )}
          </Field>
        </FormGrid>
        <PendingMobileChange detail={detail} onConfirmed={applySaved} />
      </FormSection>

      <FormSection aria-labelledby={locationId}>
        <SectionTitle id={locationId}>Location Information</SectionTitle>
        <FormGrid>
          <Field<ProfileEditValues> name="shopName">
            {(field) => <TextField field={field} label="Shop Name" required autoComplete="organization" />}
          </Field>
          <Field<ProfileEditValues> name="address1">
            {(field) => <TextField field={field} label="Address Line-1" required autoComplete="address-line1" />}
          </Field>
          <Field<ProfileEditValues> name="address2">
            {(field) => <TextField field={field} label="Address Line-2" required autoComplete="address-line2" />}
          </Field>
          <Field<ProfileEditValues> name="city">
            {(field) => <TextField field={field} label="City" required autoComplete="address-level2" />}
          </Field>
          <Field<ProfileEditValues> name="state">
            {(field) => (
              <SelectField field={field} label="State" placeholder="Select state" options={lists.states} required />
            )}
          </Field>
          <Field<ProfileEditValues> name="country">
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
          <Field<ProfileEditValues> name="pincode">
            {(field) => (
              <TextField field={field} label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
            )}
          </Field>
        </FormGrid>
      </FormSection>

      <FormSection aria-labelledby={otherId}>
        <SectionTitle id={otherId}>Other Information</SectionTitle>
        <FormGrid>
          <Field<ProfileEditValues> name="businessType">
            {(field) => (
              <SelectField
                field={field}
                label="Business Type"
                placeholder="Select business type"
                options={lists.businessTypes}
                required
              />
            )}
          </Field>
          <span aria-hidden="true" />
          <Field<ProfileEditValues> name="openingTimeFrom">
            {(field) => <TextField field={field} label="Opening Time" required type="time" />}
          </Field>
          <Field<ProfileEditValues> name="openingTimeTo">
            {(field) => <TextField field={field} label="Closing Time" required type="time" />}
          </Field>
          <Field<ProfileEditValues> name="deliveryTimeFrom">
            {(field) => <TextField field={field} label="Preferable Delivery Time From" required type="time" />}
          </Field>
          <Field<ProfileEditValues> name="deliveryTimeTo">
            {(field) => <TextField field={field} label="Preferable Delivery Time To" required type="time" />}
          </Field>
        </FormGrid>
      </FormSection>

      <Actions>
        <PrimaryButton type="submit">Save Changes</PrimaryButton>
        <div aria-live="polite">{formError && <FormError>{formError}</FormError>}</div>
      </Actions>
    </Form>
  );
}
