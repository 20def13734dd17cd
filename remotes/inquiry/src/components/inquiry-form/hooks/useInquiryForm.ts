import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors, firstFieldInError, type WebsiteInquiryPayload } from '@site/contract';
import { replyError, successMessage } from '@site/state/api';
import type { FieldBinding } from '@site/ui';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { sendWebsiteInquiry } from '../api/sendWebsiteInquiry';

type FormValues = Record<string, string>;

export interface InquiryFormOptions<F extends FormValues> {
  schema: z.ZodType<Record<string, unknown>>;
  /** The form's fields in screen order: where focus goes first when several are in error. */
  fields: readonly (keyof F & string)[];
  emptyValues: F;
  toPayload: (form: F) => WebsiteInquiryPayload;
}

/**
 * The one state machine of the partner and contact forms (spec §4): idle → validate → sending →
 * success (form cleared, thank-you dialog) or back to idle with the data kept and no message.
 */
export function useInquiryForm<F extends FormValues>({ schema, fields, emptyValues, toPayload }: InquiryFormOptions<F>) {
  const idPrefix = useId();
  const [values, setValues] = useState<F>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const [thankYouOpen, setThankYouOpen] = useState(false);

  const fieldElements = useRef(new Map<string, HTMLElement>());
  const submitButton = useRef<HTMLButtonElement | null>(null);
  const honeypot = useRef<HTMLInputElement | null>(null);
  // A ref, not state: two clicks in the same tick both see state as idle.
  const inFlight = useRef(false);
  // Focus waits for the render that shows the errors (or re-enables the button).
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  // One key per filled form: a resend of the same data reuses it so the server stores it once.
  const idempotency = useRef<{ key: string; payload: string } | null>(null);

  useEffect(() => {
    const locate = pendingFocus.current;
    if (!locate) return;
    pendingFocus.current = null;
    locate()?.focus();
  });

  const showErrors = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      const first = firstFieldInError(fields, next);
      pendingFocus.current = () => (first ? fieldElements.current.get(first) : null);
    },
    [fields],
  );

  const setValue = useCallback((name: keyof F & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  const field = (name: keyof F & string): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    errorId: `${idPrefix}-${name}-error`,
    onChange: (value) => setValue(name, value),
    inputRef: (element) => {
      if (element) fieldElements.current.set(name, element);
      else fieldElements.current.delete(name);
    },
  });

  const keyFor = (payload: WebsiteInquiryPayload): string => {
    const serialized = JSON.stringify(payload);
    if (idempotency.current?.payload !== serialized) {
      idempotency.current = { key: newIdempotencyKey(), payload: serialized };
    }
    return idempotency.current.key;
  };

  /** Server field errors are shown like the browser's own; anything else leaves the form silently idle (§8). */
  const serverFieldErrors = (reply: Parameters<typeof replyError>[0]): FieldErrors<F> => {
    const reported = replyError(reply)?.errors ?? {};
    const known: FieldErrors<F> = {};
    for (const name of fields) {
      const message = reported[name];
      if (typeof message === 'string') known[name] = message;
    }
    return known;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;

    const invalid: FieldErrors<F> = fieldErrors(schema, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }

    const payload = toPayload(values);
    inFlight.current = true;
    setSending(true);
    let fromServer: FieldErrors<F> = {};
    let succeeded = false;
    try {
      const reply = await sendWebsiteInquiry(payload, keyFor(payload), honeypot.current?.value);
      succeeded = successMessage(reply) !== null;
      if (!succeeded) fromServer = serverFieldErrors(reply);
    } catch {
      // §4: an exception returns to idle with the data kept and no message.
    } finally {
      inFlight.current = false;
      setSending(false);
    }

    if (succeeded) {
      idempotency.current = null;
      setValues(emptyValues);
      setErrors({});
      if (honeypot.current) honeypot.current.value = '';
      setThankYouOpen(true);
    } else if (Object.keys(fromServer).length > 0) {
      showErrors(fromServer);
    } else {
      // Disabling the focused button drops focus to the page; hand it back once it is enabled.
      pendingFocus.current = () => submitButton.current;
    }
  };

  const closeThankYou = useCallback(() => {
    setThankYouOpen(false);
    pendingFocus.current = () => submitButton.current;
  }, []);

  return { sending, thankYouOpen, field, handleSubmit, closeThankYou, submitButton, honeypot };
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;
