import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors, firstFieldInError, SIGN_UP_DEFAULTS, SIGN_UP_STEP_FIELDS, type SignUpForm, signUpFormSchema, signUpStepSchemas } from '@site/contract';
import type { FieldBinding } from '@site/ui';
import { registerCustomer } from '../api/registerCustomer';

/** docs/product.md#sign-up: the three steps, in order. */
export const SIGN_UP_STEPS = ['Personal Information', 'Location Information', 'Other Information'] as const;
export const LAST_STEP = SIGN_UP_STEPS.length - 1;

/** The retailer just registered: the form as sent and the id the server gave it. */
export type RegisteredCustomer = SignUpForm & { customer_id: string };

export type SubmitFailure =
  | { kind: 'already_registered' }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

type TextFieldName = Exclude<keyof SignUpForm, 'gstRegistered'>;

export interface SignUpWizardOptions {
  /** Called once the server has registered the retailer; the wizard stays busy until it settles. */
  onRegistered: (customer: RegisteredCustomer, mobile: string) => void | Promise<void>;
  initialValues?: Partial<SignUpForm>;
}

/** The step whose fields include the first field in error, in form order. */
const stepOfFirstError = (errors: FieldErrors<SignUpForm>) =>
  SIGN_UP_STEP_FIELDS.findIndex((fields) => fields.some((name) => errors[name] !== undefined));

/**
 * The wizard's state machine (docs/product.md#sign-up-steps): Next validates the current step before moving on (the safer
 * reading), Back goes down one step, Sign Up validates and registers. Entered values live here for
 * the whole wizard, so nothing is lost moving between steps or when a call fails.
 */
export function useSignUpWizard({ onRegistered, initialValues }: SignUpWizardOptions) {
  const idPrefix = useId();
  const [values, setValues] = useState<SignUpForm>(() => ({ ...SIGN_UP_DEFAULTS, ...initialValues }));
  const [errors, setErrors] = useState<FieldErrors<SignUpForm>>({});
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const fieldElements = useRef(new Map<string, HTMLElement>());
  const stepHeading = useRef<HTMLHeadingElement | null>(null);
  const submitButton = useRef<HTMLButtonElement | null>(null);
  // A ref, not state: two clicks in the same tick both see state as idle.
  const inFlight = useRef(false);
  // Focus waits for the render that shows the new step or the errors.
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);

  useEffect(() => {
    const locate = pendingFocus.current;
    if (!locate) return;
    pendingFocus.current = null;
    locate()?.focus();
  });

  const setValue = <K extends keyof SignUpForm>(name: K, value: SignUpForm[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFailure(null);
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  /** Shows errors on the step of the first one and focuses that field. */
  const showErrors = (next: FieldErrors<SignUpForm>) => {
    setErrors(next);
    const errorStep = stepOfFirstError(next);
    if (errorStep === -1) return;
    setStep(errorStep);
    const first = firstFieldInError(SIGN_UP_STEP_FIELDS[errorStep]!, next);
    pendingFocus.current = () => (first ? fieldElements.current.get(first) : null);
  };

  const goTo = (nextStep: number) => {
    setStep(nextStep);
    pendingFocus.current = () => stepHeading.current;
  };

  const next = () => {
    const invalid = fieldErrors(signUpStepSchemas[step]!, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const back = () => {
    if (step > 0) goTo(step - 1);
  };

  const submit = async () => {
    if (inFlight.current) return;
    // Steps 1 and 2 passed on Next; the whole form is checked so nothing slips through.
    const invalid = fieldErrors(signUpFormSchema, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const outcome = await registerCustomer(values);
    let shown: SubmitFailure | null = null;
    if (outcome.kind === 'registered') {
      try {
        await onRegistered({ ...values, customer_id: outcome.customerId }, values.mobile);
      } catch {
        shown = { kind: 'failed' };
      }
    } else if (outcome.kind === 'invalid') {
      showErrors(outcome.errors);
    } else {
      shown = outcome;
    }
    inFlight.current = false;
    setSubmitting(false);
    if (shown) {
      setFailure(shown);
      // The disabled button dropped focus; hand it back once it is enabled.
      pendingFocus.current = () => submitButton.current;
    }
  };

  /** Enter in a field acts as the step's own button: Next, or Sign Up on the last step. */
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
    else void submit();
  };

  const field = (name: TextFieldName): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    errorId: `${idPrefix}-${name}-error`,
    onChange: (value) => setValue(name, value),
    inputRef: (element) => {
      if (element) fieldElements.current.set(name, element);
      else fieldElements.current.delete(name);
    },
  });

  const gstRegistered = {
    id: `${idPrefix}-gstRegistered`,
    checked: values.gstRegistered,
    onChange: (checked: boolean) => setValue('gstRegistered', checked),
  };

  return { step, values, submitting, failure, field, gstRegistered, back, handleSubmit, stepHeading, submitButton };
}
