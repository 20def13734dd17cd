import { ErrorText, type FieldBinding, FieldBlock, FieldLabel, Input } from '@site/ui/form';

/** A labelled date and time (India's), as `datetime-local` gives it: "2026-12-01T09:30". */
export function MomentField({
  field,
  label,
  hint,
  required = false,
}: {
  field: FieldBinding;
  label: string;
  hint?: string;
  required?: boolean;
}) {
  const invalid = field.error !== undefined;
  const hintId = `${field.id}-hint`;
  return (
    <FieldBlock>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={field.id}
        name={field.name}
        type="datetime-local"
        value={field.value}
        $invalid={invalid}
        aria-invalid={invalid}
        aria-required={required || undefined}
        aria-describedby={[hint ? hintId : '', invalid ? field.errorId : ''].filter(Boolean).join(' ') || undefined}
        ref={field.inputRef}
        onChange={(event) => field.onChange(event.target.value)}
      />
      {hint && <small id={hintId}>{hint}</small>}
      {invalid && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
