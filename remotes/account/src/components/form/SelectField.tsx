import type { FieldBinding } from '../../hooks/useValidatedForm';
import { ErrorText, FieldBlock, Label, LabelRow, RequiredMark, Select } from './formStyles';

interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  options: readonly string[];
  /** The empty first choice, e.g. "Select state". */
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
}

/**
 * A labelled select with its error underneath. A stored value missing from the options (a list that
 * failed to load, or a name the list no longer has) is still offered, so loading never changes it.
 */
export function SelectField({ field, label, options, placeholder, required = false, autoComplete }: SelectFieldProps) {
  const choices = field.value && !options.includes(field.value) ? [field.value, ...options] : options;
  return (
    <FieldBlock>
      <LabelRow>
        <Label htmlFor={field.id}>{label}</Label>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      <Select
        id={field.id}
        name={field.name}
        value={field.value}
        autoComplete={autoComplete}
        $invalid={field.error !== undefined}
        aria-invalid={field.error !== undefined}
        aria-required={required || undefined}
        aria-describedby={field.error ? field.errorId : undefined}
        ref={field.inputRef}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
      {field.error && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
