import { useEffect, useRef, useState, type ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { SIGN_UP_DEFAULTS, SIGN_UP_STEP_FIELDS, type SignUpForm, signUpFormSchema } from '@site/contract';
import { Button, Flex, LinkButton, Notice, TwoColumnGrid } from '@site/ui';
import {
  AddressFields,
  Field,
  FieldList,
  type FieldSpec,
  Form,
  GstFields,
  PHONE_INPUT,
  SHOP_HOURS_FIELDS,
  siteFormOptions,
  useFormStatus,
  SubmitButton,
} from '@site/ui/form';
import { authNotices, PROCESSING_LABEL } from '../../lib/notices';
import { FocusHeading } from '../page-text';
import { BusinessTypeCombobox } from './business-type-combobox';
import { registerCustomer } from './register-customer';
import { StepIndicator } from './step-indicator';
import { useSignUpLists } from './use-sign-up-lists';

/** docs/product.md#sign-up: the three steps, in order. */
const SIGN_UP_STEPS = ['Personal Information', 'Location Information', 'Other Information'] as const;
const LAST_STEP = SIGN_UP_STEPS.length - 1;
/** Every field in screen order, step by step: where focus goes first when several are in error. */
const SIGN_UP_FIELDS = SIGN_UP_STEP_FIELDS.flat();
/** The first step's fields (docs/product.md#sign-up-form-fields). */
const PERSONAL_FIELDS: readonly FieldSpec<SignUpForm>[] = [
  { name: 'fullName', label: 'Full Name', required: true, autoComplete: 'name' },
  { name: 'mobile', label: 'Mobile Number', ...PHONE_INPUT },
];

/** The retailer just registered: the form as sent and the id the server gave it. */
export type RegisteredCustomer = SignUpForm & { customer_id: string };

type SubmitFailure =
  { kind: 'already_registered' } | { kind: 'rate_limited'; retryAfterSeconds: number } | { kind: 'failed' };

/** The first step with one of its fields in error, or -1. */
const stepOfFirstError = (inError: (name: keyof SignUpForm) => boolean) =>
  SIGN_UP_STEP_FIELDS.findIndex((fields) => fields.some(inError));

const StepHeading = styled(FocusHeading)`
  margin-bottom: 1.25rem;
`;

const ListsNotice = styled(Notice)`
  margin-bottom: 1.25rem;
`;

const Spaced = styled.div`
  margin-top: 1.25rem;
`;

const Actions = styled(Flex)`
  margin-top: 1.75rem;
`;

/** Outside a router (an embedding page) "Log in" is a plain link; the route page passes a router link. */
const plainLoginLink = (label: string) => <a href="/login">{label}</a>;

export interface SignUpWizardProps {
  /** Called once the server has registered the retailer; the wizard stays busy until it settles. */
  onRegistered: (customer: RegisteredCustomer, mobile: string) => void | Promise<void>;
  initialValues?: Partial<SignUpForm>;
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

/** Back (not while signing up) and the step's own button: Next, or Sign Up on the last step. */
function StepActions({ step, onBack }: { step: number; onBack: () => void }) {
  const { sending } = useFormStatus();
  return (
    <Actions $wrap $justify="space-between" $gap="0.75rem">
      <Button $variant="outline" type="button" onClick={onBack} disabled={step === 0 || sending}>
        Back
      </Button>
      {step < LAST_STEP ? (
        <Button key="next" type="submit">
          Next
        </Button>
      ) : (
        <SubmitButton key="sign-up" label="Sign Up" busyLabel={PROCESSING_LABEL} />
      )}
    </Actions>
  );
}

/**
 * docs/product.md#sign-up: the retailer sign-up wizard in three steps (docs/product.md#sign-up-steps). Next checks
 * its step's fields only (the safer reading), Back goes down one step, Sign Up checks everything and registers;
 * errors, the client's or the server's, show on the step of the first one. Values live in one form for the whole
 * wizard, so nothing is lost moving between steps or when a call fails. It depends only on the shared packages:
 * what happens after registering — sending a code, navigating — is the caller's `onRegistered`, so it can be
 * mounted by the route page or embedded elsewhere.
 */
export function SignUpWizard({ onRegistered, initialValues, renderLoginLink = plainLoginLink }: SignUpWizardProps) {
  const form = useForm<SignUpForm>({
    ...siteFormOptions,
    // raw: the retailer is registered with the values as entered; the schema only checks them. (Its input
    // type has gstRegistered optional, for its default; the form always holds it.)
    resolver: zodResolver(signUpFormSchema, undefined, { raw: true }) as Resolver<SignUpForm>,
    defaultValues: { ...SIGN_UP_DEFAULTS, ...initialValues },
  });
  const { status, lists, retry } = useSignUpLists();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // Next and Back move focus to the new step's heading; a step shown for its errors focuses the field instead.
  const focusHeadingOnStep = useRef(false);
  const loading = status === 'loading';

  useEffect(() => {
    if (!focusHeadingOnStep.current) return;
    focusHeadingOnStep.current = false;
    stepHeading.current?.focus();
  }, [step]);

  // Any edit makes the last failure's notice stale.
  useEffect(() => form.watch(() => setFailure(null)).unsubscribe, [form]);

  const goTo = (nextStep: number) => {
    focusHeadingOnStep.current = true;
    setStep(nextStep);
  };

  const showStepOfFirstError = () => {
    const errorStep = stepOfFirstError((name) => form.getFieldState(name).error !== undefined);
    if (errorStep !== -1) setStep(errorStep);
  };

  const register = async (values: SignUpForm) => {
    setFailure(null);
    const outcome = await registerCustomer(values);
    if (outcome.kind === 'invalid') {
      // The Form shows them and focuses the first, on the step shown here.
      setStep(stepOfFirstError((name) => outcome.errors[name] !== undefined));
      return outcome.errors;
    }
    if (outcome.kind !== 'registered') {
      setFailure(outcome);
      return undefined;
    }
    try {
      await onRegistered({ ...values, customer_id: outcome.customerId }, values.mobile);
    } catch {
      setFailure({ kind: 'failed' });
    }
    return undefined;
  };

  const onLastStep = step === LAST_STEP;
  return (
    <Form
      form={form}
      fieldOrder={SIGN_UP_FIELDS}
      // Enter in a field acts as the step's own button: Next, or Sign Up on the last step.
      validateOnly={onLastStep ? undefined : SIGN_UP_STEP_FIELDS[step]}
      onValid={onLastStep ? register : () => goTo(step + 1)}
      onInvalid={showStepOfFirstError}
      aria-label="Retailer sign-up"
    >
      <StepIndicator steps={SIGN_UP_STEPS} current={step} />
      <StepHeading ref={stepHeading} tabIndex={-1}>
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

      <TwoColumnGrid>
        {step === 0 && <FieldList<SignUpForm> fields={PERSONAL_FIELDS} />}
        {step === 1 && (
          <AddressFields
            order={SIGN_UP_STEP_FIELDS[1]}
            lists={lists}
            loadingText={loading ? authNotices.listLoading : undefined}
          />
        )}
        {step === 2 && (
          <>
            <FieldList<SignUpForm> fields={SHOP_HOURS_FIELDS} />
            <Field<SignUpForm> name="businessType">
              {(field) => (
                <BusinessTypeCombobox
                  field={field}
                  label="Business Type"
                  options={lists.businessTypes}
                  loading={loading}
                  required
                />
              )}
            </Field>
            <GstFields />
          </>
        )}
      </TwoColumnGrid>

      {failure && (
        <Spaced>
          <FailureNotice failure={failure} loginLink={renderLoginLink(authNotices.logIn, form.getValues('mobile'))} />
        </Spaced>
      )}

      <StepActions step={step} onBack={() => goTo(step - 1)} />
    </Form>
  );
}
