import { useId } from 'react';
import styled from 'styled-components';
import { type CustomerDetail, MOBILE_DIGITS, MOBILE_PREFIX } from '@site/contract';
import { useReferenceLists } from '@site/state/api';
import { SelectField, TextField } from '@site/ui';
import { Actions, ErrorText, FormGrid, FormSection, PrimaryButton, SectionTitle } from '../../../components/form/formStyles';
import { useProfileEditor } from '../hooks/useProfileEditor';
import { PendingMobileChange } from './PendingMobileChange';
import { ProfilePicture } from './ProfilePicture';

const FormError = styled(ErrorText)`
  font-size: 1rem;
`;

/**
 * The profile form (docs/product.md#profile): Personal, Location and Other Information, the picture and Save Changes.
 * Every field is required (docs/product.md#retailer-form-rules); labels are the spec's.
 */
export function ProfileForm({ detail }: { detail: CustomerDetail }) {
  const editor = useProfileEditor(detail);
  const { lists } = useReferenceLists();
  const { field } = editor;
  const personalId = useId();
  const locationId = useId();
  const otherId = useId();

  return (
    <form aria-label="Profile" noValidate onSubmit={(event) => void editor.handleSubmit(event)}>
      <FormSection aria-labelledby={personalId}>
        <SectionTitle id={personalId}>Personal Information</SectionTitle>
        <ProfilePicture
          ref={editor.chooseImageButton}
          savedUrl={editor.savedPictureUrl}
          chosen={editor.picture}
          onChoose={editor.choosePicture}
          error={editor.pictureError}
        />
        <FormGrid>
          <TextField field={field('firstName')} label="First Name" required autoComplete="given-name" />
          <TextField
            field={field('phoneNumber')}
            label="Phone Number"
            required
            type="tel"
            prefix={MOBILE_PREFIX}
            inputMode="numeric"
            maxLength={MOBILE_DIGITS}
            autoComplete="tel-national"
          />
        </FormGrid>
        <PendingMobileChange detail={editor.saved} onConfirmed={editor.applySaved} />
      </FormSection>

      <FormSection aria-labelledby={locationId}>
        <SectionTitle id={locationId}>Location Information</SectionTitle>
        <FormGrid>
          <TextField field={field('shopName')} label="Shop Name" required autoComplete="organization" />
          <TextField field={field('address1')} label="Address Line-1" required autoComplete="address-line1" />
          <TextField field={field('address2')} label="Address Line-2" required autoComplete="address-line2" />
          <TextField field={field('city')} label="City" required autoComplete="address-level2" />
          <SelectField field={field('state')} label="State" placeholder="Select state" options={lists.states} required />
          <SelectField
            field={field('country')}
            label="Country"
            placeholder="Select country"
            options={lists.countries}
            required
            autoComplete="country-name"
          />
          <TextField field={field('pincode')} label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
        </FormGrid>
      </FormSection>

      <FormSection aria-labelledby={otherId}>
        <SectionTitle id={otherId}>Other Information</SectionTitle>
        <FormGrid>
          <SelectField
            field={field('businessType')}
            label="Business Type"
            placeholder="Select business type"
            options={lists.businessTypes}
            required
          />
          <span aria-hidden="true" />
          <TextField field={field('openingTimeFrom')} label="Opening Time" required type="time" />
          <TextField field={field('openingTimeTo')} label="Closing Time" required type="time" />
          <TextField field={field('deliveryTimeFrom')} label="Preferable Delivery Time From" required type="time" />
          <TextField field={field('deliveryTimeTo')} label="Preferable Delivery Time To" required type="time" />
        </FormGrid>
      </FormSection>

      <Actions>
        <PrimaryButton type="submit">Save Changes</PrimaryButton>
        <div aria-live="polite">{editor.formError && <FormError>{editor.formError}</FormError>}</div>
      </Actions>
    </form>
  );
}
