import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * The site's one way to run a form on react-hook-form: a schema resolver validates on submit, editing
 * a field clears only its own error (no re-validation while typing), and focus goes to the first field
 * in error in screen order, after the render that shows the messages.
 */
export const siteFormOptions = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  // We focus ourselves, in screen order, for client and server errors alike.
  shouldFocusError: false,
} as const satisfies UseFormProps;

/** Server messages by field name; names the form does not have are ignored. */
export type ServerFieldErrors = Partial<Record<string, unknown>>;

interface FormStatus {
  /** The valid values are on their way (the submit button says so and is disabled). */
  sending: boolean;
  /** The unique prefix of this form's field and error ids. */
  idPrefix: string;
}

/** The id of a field's control in the form with this id prefix. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

const FormStatusContext = createContext<FormStatus | null>(null);

/** The status of the enclosing <Form>. */
export function useFormStatus(): FormStatus {
  const status = useContext(FormStatusContext);
  if (!status) throw new Error('useFormStatus is used outside a <Form>');
  return status;
}

type NativeFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

export interface FormProps<T extends FieldValues> extends NativeFormProps {
  form: UseFormReturn<T>;
  /** The fields in screen order: focus goes to the first one in error. */
  fieldOrder: readonly FieldPath<T>[];
  /**
   * Called with valid values, once at a time (a second submit while it runs is ignored). It may
   * return the server's field messages, shown with setError like the client's own.
   */
  onValid: (values: T) => Promise<ServerFieldErrors | void> | ServerFieldErrors | void;
  /** Called instead when the client-side validation fails. */
  onInvalid?: () => void;
  /** Only these fields are checked on submit (a wizard's current step); onValid still gets every value. */
  validateOnly?: readonly FieldPath<T>[];
  /** A submit is ignored, neither checked nor sent (while the server refuses this form for a time). */
  blocked?: boolean;
  children: ReactNode;
}

/**
 * The <form> element of every form: no browser bubbles (our messages replace them), one submission in
 * flight, server field errors through setError, focus to the first field in error.
 */
export function Form<T extends FieldValues>({
  form,
  fieldOrder,
  onValid,
  onInvalid,
  validateOnly,
  blocked = false,
  children,
  ...formProps
}: FormProps<T>) {
  const idPrefix = useId();
  const [sending, setSending] = useState(false);
  // A ref, not state: two clicks in the same tick both see state as idle.
  const inFlight = useRef(false);
  // Focus waits for the render that shows the errors (or enables the focused button again).
  const [pendingFocus, setPendingFocus] = useState<{ focus: () => void } | null>(null);

  // A layout effect: focus lands in the same task as the render, before anything else can run.
  useLayoutEffect(() => {
    pendingFocus?.focus();
  }, [pendingFocus]);

  const focusFirstError = () => {
    const first = fieldOrder.find((name) => form.getFieldState(name).error !== undefined);
    // By the id Field gives the control: a control that is not a plain input (a radio group, a combobox) works too.
    if (first) setPendingFocus({ focus: () => document.getElementById(fieldId(idPrefix, first))?.focus() });
    return first !== undefined;
  };

  const showServerErrors = (reported: ServerFieldErrors) => {
    let shown = false;
    for (const name of fieldOrder) {
      const message = reported[name];
      if (typeof message !== 'string') continue;
      form.setError(name, { type: 'server', message });
      shown = true;
    }
    return shown;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || blocked) return;
    inFlight.current = true;
    const formElement = event.currentTarget;
    // Disabling the focused button drops focus to the page; it comes back once the button is enabled.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const send = async (values: T) => {
      setSending(true);
      try {
        const reported = await onValid(values);
        if (reported && showServerErrors(reported) && focusFirstError()) return;
      } finally {
        setSending(false);
      }
      if (focused && formElement.contains(focused)) {
        setPendingFocus({
          focus: () => {
            const current = document.activeElement;
            // Unless the person has moved on to something else meanwhile.
            if (current === null || current === document.body || current === focused) focused.focus();
          },
        });
      }
    };
    const showInvalid = () => {
      focusFirstError();
      onInvalid?.();
    };
    try {
      if (!validateOnly) await form.handleSubmit(send, showInvalid)(event);
      else if (await form.trigger(validateOnly)) await send(form.getValues());
      else showInvalid();
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <FormStatusContext.Provider value={{ sending, idPrefix }}>
      <FormProvider {...form}>
        <form {...formProps} noValidate onSubmit={(event) => void handleSubmit(event)}>
          {children}
        </form>
      </FormProvider>
    </FormStatusContext.Provider>
  );
}
