import type { FieldBinding } from '../../../components/TextField';
import { ErrorText, FieldBlock, Label, RequiredMark, Select } from '../../../components/formStyles';
import { authNotices } from '../../../lib/notices';

interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  options: readonly string[];
  /** The empty first choice ("Select State"). */
  placeholder: string;
  loading: boolean;
  required?: boolean;
}

/** A labelled select of names from a server list, with its error tied by aria-describedby. */
export function SelectField({ field, label, options, placeholder, loading, required = false }: SelectFieldProps) {
  const invalid = field.error !== undefined;
  // A value not (yet) in the list — the default country before the list arrives — stays selectable.
  const choices = field.value && !options.includes(field.value) ? [field.value, ...options] : options;
  return (
    <FieldBlock>
      <Label htmlFor={field.id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Select
        id={field.id}
        name={field.name}
        value={field.value}
        $invalid={invalid}
        aria-invalid={invalid}
        aria-required={required || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        aria-busy={loading || undefined}
        ref={field.inputRef}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <option value="">{loading ? authNotices.listLoading : placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
      {invalid && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
