import { useEffect, useRef, useState, type ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { SIGN_UP_DEFAULTS, SIGN_UP_STEP_FIELDS, type SignUpForm, signUpFormSchema } from '@site/contract';
import { useLanguage } from '@site/state';
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
import { useWaitText } from '../../lib/wait';
import { useWords } from '../../lib/words';
import { FocusHeading } from '../page-text';
import { BusinessTypeCombobox } from './business-type-combobox';
import { registerCustomer } from './register-customer';
import { StepIndicator } from './step-indicator';
import { useSignUpLists } from './use-sign-up-lists';

/** docs/product.md#sign-up: the three steps' titles, in order. */
const SIGN_UP_STEPS = ['signUp.step.personal', 'signUp.step.location', 'signUp.step.other'] as const;
const LAST_STEP = SIGN_UP_STEPS.length - 1;
/** Every field in screen order, step by step: where focus goes first when several are in error. */
const SIGN_UP_FIELDS = SIGN_UP_STEP_FIELDS.flat();
/** The first step's fields (docs/product.md#sign-up-form-fields), labelled in the page's language. */
const personalFields = (t: ReturnType<typeof useWords>): readonly FieldSpec<SignUpForm>[] => [
  { name: 'fullName', label: t('signUp.fullName'), required: true, autoComplete: 'name' },
  { name: 'mobile', label: t('mobileLabel'), ...PHONE_INPUT },
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
/** The shop's hours (docs/product.md#sign-up-form-fields), labelled in the page's language. */
const shopHoursFields = (t: ReturnType<typeof useWords>) => {
  const labels = {
    openingTimeFrom: t('signUp.openingTime'),
    openingTimeTo: t('signUp.closingTime'),
    deliveryTimeFrom: t('signUp.deliveryFrom'),
    deliveryTimeTo: t('signUp.deliveryTo'),
  };
  return SHOP_HOURS_FIELDS.map((field) => ({ ...field, label: labels[field.name] }));
};

export interface SignUpWizardProps {
  /** Called once the server has registered the retailer; the wizard stays busy until it settles. */
  onRegistered: (customer: RegisteredCustomer, mobile: string) => void | Promise<void>;
  initialValues?: Partial<SignUpForm>;
  /** How "Log in" is offered when the mobile is already registered. */
  renderLoginLink?: (label: string, mobile: string) => ReactNode;
}

function FailureNotice({ failure, loginLink }: { failure: SubmitFailure; loginLink: ReactNode }) {
  const t = useWords();
  const wait = useWaitText();
  return (
    <Notice role="alert">
      {failure.kind === 'already_registered' && (
        <>
          {t('signUp.mobileTaken')} {loginLink}
        </>
      )}
      {failure.kind === 'rate_limited' && t('signUp.rateLimited', { wait: wait(failure.retryAfterSeconds) })}
      {failure.kind === 'failed' && t('signUp.failed')}
    </Notice>
  );
}

/** Back (not while signing up) and the step's own button: Next, or Sign Up on the last step. */
function StepActions({ step, onBack }: { step: number; onBack: () => void }) {
  const { sending } = useFormStatus();
  const t = useWords();
  return (
    <Actions $wrap $justify="space-between" $gap="0.75rem">
      <Button $variant="outline" type="button" onClick={onBack} disabled={step === 0 || sending}>
        {t('signUp.back')}
      </Button>
      {step < LAST_STEP ? (
        <Button key="next" type="submit">
          {t('signUp.next')}
        </Button>
      ) : (
        <SubmitButton key="sign-up" label={t('signUp.submit')} busyLabel={t('processing')} />
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
  const t = useWords();
  const language = useLanguage();
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
    const outcome = await registerCustomer(values, language);
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
      aria-label={t('signUp.formName')}
    >
      <StepIndicator steps={SIGN_UP_STEPS.map((title) => t(title))} current={step} />
      <StepHeading ref={stepHeading} tabIndex={-1}>
        {t(SIGN_UP_STEPS[step]!)}
      </StepHeading>

      {status === 'failed' && step > 0 && (
        <ListsNotice role="alert">
          {t('signUp.listsFailed')}{' '}
          <LinkButton type="button" onClick={retry}>
            {t('signUp.tryAgain')}
          </LinkButton>
        </ListsNotice>
      )}

      <TwoColumnGrid>
        {step === 0 && <FieldList<SignUpForm> fields={personalFields(t)} />}
        {step === 1 && (
          <AddressFields
            order={SIGN_UP_STEP_FIELDS[1]}
            lists={lists}
            loadingText={loading ? t('signUp.listLoading') : undefined}
            labels={{
              shopName: t('signUp.shopName'),
              address1: t('signUp.address1'),
              address2: t('signUp.address2'),
              city: t('signUp.city'),
              state: t('signUp.state'),
              country: t('signUp.country'),
              pincode: t('signUp.pincode'),
            }}
            choose={(label) => t('signUp.choose', { label })}
          />
        )}
        {step === 2 && (
          <>
            <FieldList<SignUpForm> fields={shopHoursFields(t)} />
            <Field<SignUpForm> name="businessType">
              {(field) => (
                <BusinessTypeCombobox
                  field={field}
                  label={t('signUp.businessType')}
                  options={lists.businessTypes}
                  loading={loading}
                  required
                />
              )}
            </Field>
            <GstFields registeredLabel={t('signUp.gstRegistered')} />
          </>
        )}
      </TwoColumnGrid>

      {failure && (
        <Spaced>
          <FailureNotice failure={failure} loginLink={renderLoginLink(t('logIn'), form.getValues('mobile'))} />
        </Spaced>
      )}

      <StepActions step={step} onBack={() => goTo(step - 1)} />
    </Form>
  );
}
