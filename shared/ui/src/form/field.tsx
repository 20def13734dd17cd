import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSharedText } from '@site/state';
import type { FieldBinding } from './fields';
import { fieldId, useFormStatus } from './form';

export interface FieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** Also told of every edit (a form-level notice that the edit makes stale, say). */
  onEdit?: (value: string) => void;
  /** Renders the control: TextField, SelectField or any control taking a FieldBinding. */
  children: (field: FieldBinding) => ReactNode;
}

/**
 * One field of the enclosing <Form>: its value, its first message and the ids tying them to the
 * control. Editing clears the field's own error and leaves the others as they are. Every field's message
 * is shown from here: a contract's message (the schemas' validation, in English) is said in the page's
 * language; a server's already is.
 */
export function Field<T extends FieldValues>({ name, onEdit, children }: FieldProps<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { idPrefix } = useFormStatus();
  const { field, fieldState } = useController({ control, name });
  // A schema's message is the contract's English: said in the page's language.
  const sharedText = useSharedText();
  const error = fieldState.error?.message;
  const binding: FieldBinding = {
    id: fieldId(idPrefix, name),
    name,
    value: typeof field.value === 'string' ? field.value : '',
    error: error === undefined ? undefined : sharedText(error),
    errorId: `${idPrefix}-${name}-error`,
    onChange: (value) => {
      field.onChange(value);
      if (fieldState.error) clearErrors(name);
      onEdit?.(value);
    },
    inputRef: (element) => field.ref(element),
  };
  return <>{children(binding)}</>;
}
