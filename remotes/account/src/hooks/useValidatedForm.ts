import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors, firstFieldInError } from '@site/contract';
import type { FieldBinding } from '@site/ui';

type FormValues = Record<string, string>;

export interface ValidatedFormOptions<F extends FormValues> {
  schema: z.ZodType<Record<string, unknown>>;
  /** The fields in screen order: focus goes to the first one in error. */
  fields: readonly (keyof F & string)[];
  initialValues: F;
}

/**
 * Values, errors and focus of the account forms (docs/product.md#general-validation-rules): validation shows every field's first
 * message, focus moves to the first field in error, and editing a field clears its own error.
 */
export function useValidatedForm<F extends FormValues>({ schema, fields, initialValues }: ValidatedFormOptions<F>) {
  const idPrefix = useId();
  const [values, setValues] = useState<F>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const elements = useRef(new Map<string, HTMLElement>());
  // Focus waits for the render that shows the errors.
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    pendingFocus.current = null;
    elements.current.get(name)?.focus();
  });

  /** Shows these errors (replacing the others) and moves focus to the first of them. */
  const showErrors = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      pendingFocus.current = firstFieldInError(fields, next) ?? null;
    },
    [fields],
  );

  /** Checks every field; shows the errors and returns false when any field is in error. */
  const validate = useCallback((): boolean => {
    const found: FieldErrors<F> = fieldErrors(schema, values);
    showErrors(found);
    return Object.keys(found).length === 0;
  }, [schema, values, showErrors]);

  const setValue = useCallback((name: keyof F & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  /** Replaces every value (a record loaded or saved) and clears the errors. */
  const reset = useCallback((next: F) => {
    setValues(next);
    setErrors({});
  }, []);

  const field = (name: keyof F & string): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    errorId: `${idPrefix}-${name}-error`,
    onChange: (value) => setValue(name, value),
    inputRef: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  return { values, errors, field, validate, showErrors, reset };
}
