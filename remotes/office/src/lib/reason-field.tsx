import { type Ref, useId, useRef, useState } from 'react';
import { MAX_REASON_LENGTH, officeOperationsTexts } from '@site/contract';
import { ApiError } from '@site/state';
import { ErrorText, TextArea } from '@site/ui/form';

/** A labelled text area (a reason, a note) with its message under it, tied by aria-describedby. */
export function TextAreaField({
  label,
  value,
  error,
  maxLength,
  required = false,
  onChange,
  ref,
}: {
  label: string;
  value: string;
  error: string | null;
  maxLength: number;
  required?: boolean;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <TextArea
        ref={ref}
        id={id}
        rows={3}
        maxLength={maxLength}
        value={value}
        $invalid={error !== null}
        aria-invalid={error !== null}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </div>
  );
}

/**
 * The reason a change needs (cancelling an order, blocking a retailer): its field's props, and `check`, which
 * says so under the field and focuses it while it is empty.
 */
export function useReason() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    field: {
      ref,
      value,
      error,
      maxLength: MAX_REASON_LENGTH,
      required: true,
      onChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
    check(): boolean {
      if (value.trim() !== '') return true;
      setError(officeOperationsTexts.reasonRequired);
      ref.current?.focus();
      return false;
    },
    /** The server's own message about the reason. */
    refuse: setError,
    clear: () => setValue(''),
  };
}

/** The server's message about a reason (or a note) field, which is said under the field: `field`'s. */
export const fieldRefusal = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError && error.reason === 'validation' ? error.errors[field] : undefined;
