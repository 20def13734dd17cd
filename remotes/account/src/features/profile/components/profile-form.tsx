import { useMemo } from 'react';
import { useController, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { type CustomerDetail, feedbackMessages, profileFormSchema } from '@site/contract';
import { ApiCallError, getLogin, notify, saveLogin, serverAssetUrl, useSharedText } from '@site/state';
import { queryKeys, useReferenceLists } from '@site/state/query';
import { Button, TwoColumnGrid } from '@site/ui';
import {
  AddressFields,
  ErrorText,
  Field,
  fieldId,
  FieldList,
  type FieldSpec,
  Form,
  FormActions,
  FormSection,
  GstFields,
  PHONE_INPUT,
  SelectField,
  SHOP_HOURS_FIELDS,
  siteFormOptions,
  useFormStatus,
} from '@site/ui/form';
import { useAddressLabels } from '../../../lib/address-labels';
import { useWords } from '../../../lib/words';
import { profileRefusal } from '../api/profile-refusal';
import { PROFILE_EDIT_FIELDS, profileEditValues, type ProfileEditValues } from '../api/profile-form-values';
import { useUpdateCustomerDetail } from '../api/update-customer-detail';
import { PendingMobileChange } from './pending-mobile-change';
import { ProfilePicture } from './profile-picture';

const FormError = styled(ErrorText)`
  font-size: 1rem;
`;

/** The Personal Information fields beside the picture (docs/product.md#profile-form-fields). */

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
 * every field, sends the multipart update under the loading overlay and answers with the spec's three
 * toasts (docs/product.md#profile-loading-and-saving); a refusal is shown where it belongs and nothing
 * entered is lost.
 */
export function ProfileForm({ detail }: { detail: CustomerDetail }) {
  const queryClient = useQueryClient();
  const t = useWords();
  const sharedText = useSharedText();
  const addressLabels = useAddressLabels();
  const personalFields: readonly FieldSpec<ProfileEditValues>[] = [
    { name: 'firstName', label: t('profile.firstName'), required: true, autoComplete: 'given-name' },
    { name: 'phoneNumber', label: t('profile.phoneNumber'), ...PHONE_INPUT },
  ];
  const hourLabels = {
    openingTimeFrom: t('profile.openingTime'),
    openingTimeTo: t('profile.closingTime'),
    deliveryTimeFrom: t('profile.deliveryFrom'),
    deliveryTimeTo: t('profile.deliveryTo'),
  };
  const shopHoursFields = SHOP_HOURS_FIELDS.map((field) => ({ ...field, label: hourLabels[field.name] }));
  const saving = useUpdateCustomerDetail();
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

  /** A record the server confirmed: the page's cached copy and the stored login take it. */
  const applySaved = (saved: CustomerDetail) => {
    queryClient.setQueryData(queryKeys.customerDetail(saved.customer_id), saved);
    // Keep the stored login record's copy of the customer fields current (its token is unchanged).
    const login = getLogin();
    if (login) saveLogin({ ...login, ...saved });
  };

  const save = async ({ picture, ...values }: ProfileEditValues) => {
    try {
      const saved = await saving.mutateAsync({ form: { customer_id: detail.customer_id, ...values }, picture });
      // Everything was saved: the form is the saved record, with no picture waiting (not the refresh's keep options).
      form.reset(profileEditValues(saved), { keepDirtyValues: false, keepErrors: false });
      applySaved(saved);
      // Queued behind the cache's news of the saved record, so the toast never precedes the page showing it.
      notifyManager.schedule(() => notify.success(sharedText(feedbackMessages.profileUpdated)));
      return undefined;
    } catch (error) {
      if (error instanceof ApiCallError) {
        notify.error(sharedText(feedbackMessages.profileUpdateFailed));
        const refusal = profileRefusal(error, picture !== null, {
          notSaved: t('profile.notSaved'),
          mobileTaken: t('profile.mobileTaken'),
        });
        form.setError('root.server', { message: refusal.text });
        return refusal.fieldErrors;
      }
      notify.error(sharedText(feedbackMessages.profileSaveException));
      form.setError('root.server', { message: t('profile.notSaved') });
      return undefined;
    }
  };

  return (
    <Form form={form} fieldOrder={PROFILE_EDIT_FIELDS} onValid={save} aria-label={t('profile.form')}>
      <FormSection title={t('profile.personalInformation')}>
        <PictureField savedUrl={serverAssetUrl(detail.profile)} />
        <TwoColumnGrid $from="sm">
          <FieldList<ProfileEditValues> fields={personalFields} />
        </TwoColumnGrid>
        <PendingMobileChange detail={detail} onConfirmed={applySaved} />
      </FormSection>

      <FormSection title={t('address.locationInformation')}>
        <TwoColumnGrid $from="sm">
          <AddressFields lists={lists} {...addressLabels} />
        </TwoColumnGrid>
      </FormSection>

      <FormSection title={t('profile.otherInformation')}>
        <TwoColumnGrid $from="sm">
          <Field<ProfileEditValues> name="businessType">
            {(field) => (
              <SelectField
                field={field}
                label={t('profile.businessType')}
                placeholder={t('profile.selectBusinessType')}
                options={lists.businessTypes}
                required
              />
            )}
          </Field>
          <span aria-hidden="true" />
          <FieldList<ProfileEditValues> fields={shopHoursFields} />
          <GstFields registeredLabel={t('profile.gstRegistered')} />
        </TwoColumnGrid>
      </FormSection>

      <FormActions>
        <Button $variant="primary" $size="sm" type="submit">
          {t('profile.save')}
        </Button>
        <div aria-live="polite">{formError && <FormError>{formError}</FormError>}</div>
      </FormActions>
    </Form>
  );
}
