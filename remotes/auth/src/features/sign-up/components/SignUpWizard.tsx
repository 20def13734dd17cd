import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PINCODE_LENGTH } from '@site/contract';
import { SelectField, TextField } from '@site/ui';
import { Button, LinkButton, Notice, OutlineButton } from '../../../components/formStyles';
import { MobileField } from '../../../components/MobileField';
import { authNotices, PROCESSING_LABEL } from '../../../lib/notices';
import { useSignUpLists } from '../hooks/use-sign-up-lists';
import { LAST_STEP, SIGN_UP_STEPS, useSignUpWizard, type SignUpWizardOptions, type SubmitFailure } from '../hooks/useSignUpWizard';
import { BusinessTypeCombobox } from './BusinessTypeCombobox';
import { StepIndicator } from './StepIndicator';

const StepHeading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  margin-bottom: 1.25rem;

  &:focus {
    outline: none;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  align-self: end;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: #1565c0;
  }

  label {
    font-weight: 600;
  }
`;

const ListsNotice = styled(Notice)`
  margin-bottom: 1.25rem;
`;

const Spaced = styled.div`
  margin-top: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.75rem;
`;

/** Outside a router (an embedding page) "Log in" is a plain link; the route page passes a router link. */
const plainLoginLink = (label: string) => <a href="/login">{label}</a>;

export interface SignUpWizardProps extends SignUpWizardOptions {
  /** How "Log in" is offered when the mobile is already registered. */
  renderLoginLink?: (label: string, mobile: string) => ReactNode;
}

function FailureNotice({ failure, loginLink }: { failure: SubmitFailure; loginLink: ReactNode }) {
  return (
    <Notice role="alert">
      {failure.kind === 'already_registered' && (
        <>
          {authNotices.alreadyRegistered} {loginLink}
        </>
      )}
      {failure.kind === 'rate_limited' && authNotices.signUpRateLimited(failure.retryAfterSeconds)}
      {failure.kind === 'failed' && authNotices.signUpFailed}
    </Notice>
  );
}

/**
 * docs/product.md#sign-up: the retailer sign-up wizard in three steps. It depends only on the shared packages (the API
 * client, validation, theme): what happens after registering — sending a code, navigating — is the
 * caller's `onRegistered`, so it can be mounted by the route page or embedded elsewhere.
 */
export function SignUpWizard({ onRegistered, initialValues, renderLoginLink = plainLoginLink }: SignUpWizardProps) {
  const wizard = useSignUpWizard({ onRegistered, initialValues });
  const { status, lists, retry } = useSignUpLists();
  const { step, field, failure, submitting } = wizard;
  const loading = status === 'loading';

  return (
    <form noValidate aria-label="Retailer sign-up" onSubmit={wizard.handleSubmit}>
      <StepIndicator steps={SIGN_UP_STEPS} current={step} />
      <StepHeading ref={wizard.stepHeading} tabIndex={-1}>
        {SIGN_UP_STEPS[step]}
      </StepHeading>

      {status === 'failed' && step > 0 && (
        <ListsNotice role="alert">
          {authNotices.listsFailed}{' '}
          <LinkButton type="button" onClick={retry}>
            {authNotices.tryAgain}
          </LinkButton>
        </ListsNotice>
      )}

      <Fields>
        {step === 0 && (
          <>
            <TextField field={field('fullName')} label="Full Name" required autoComplete="name" />
            <MobileField field={field('mobile')} />
          </>
        )}
        {step === 1 && (
          <>
            <TextField field={field('shopName')} label="Shop Name" required autoComplete="organization" />
            <TextField field={field('address1')} label="Address Line-1" required autoComplete="address-line1" />
            <TextField field={field('address2')} label="Address Line-2" required autoComplete="address-line2" />
            <TextField field={field('city')} label="City" required autoComplete="address-level2" />
            <SelectField
              field={field('state')}
              label="State"
              placeholder={loading ? authNotices.listLoading : 'Select State'}
              options={lists.states}
              busy={loading}
              required
            />
            <SelectField
              field={field('country')}
              label="Country"
              placeholder={loading ? authNotices.listLoading : 'Select Country'}
              options={lists.countries}
              busy={loading}
              required
            />
            <TextField
              field={field('pincode')}
              label="Pincode"
              required
              inputMode="numeric"
              maxLength={PINCODE_LENGTH}
              autoComplete="postal-code"
            />
          </>
        )}
        {step === 2 && (
          <>
            <TextField field={field('openingTimeFrom')} label="Opening Time" type="time" required />
            <TextField field={field('openingTimeTo')} label="Closing Time" type="time" required />
            <TextField field={field('deliveryTimeFrom')} label="Preferable Delivery Time From" type="time" required />
            <TextField field={field('deliveryTimeTo')} label="Preferable Delivery Time To" type="time" required />
            <BusinessTypeCombobox
              field={field('businessType')}
              label="Business Type"
              options={lists.businessTypes}
              loading={loading}
              required
            />
            <CheckboxRow>
              <input
                type="checkbox"
                id={wizard.gstRegistered.id}
                checked={wizard.gstRegistered.checked}
                onChange={(event) => wizard.gstRegistered.onChange(event.target.checked)}
              />
              <label htmlFor={wizard.gstRegistered.id}>GST Registered?</label>
            </CheckboxRow>
          </>
        )}
      </Fields>

      {failure && (
        <Spaced>
          <FailureNotice failure={failure} loginLink={renderLoginLink(authNotices.logIn, wizard.values.mobile)} />
        </Spaced>
      )}

      <Actions>
        <OutlineButton type="button" onClick={wizard.back} disabled={step === 0 || submitting}>
          Back
        </OutlineButton>
        {step < LAST_STEP ? (
          <Button key="next" type="submit">
            Next
          </Button>
        ) : (
          <Button key="sign-up" type="submit" ref={wizard.submitButton} disabled={submitting}>
            {submitting ? PROCESSING_LABEL : 'Sign Up'}
          </Button>
        )}
      </Actions>
    </form>
  );
}
