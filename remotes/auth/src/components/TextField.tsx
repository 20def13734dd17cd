import type { InputHTMLAttributes } from 'react';
import { ErrorText, FieldBlock, Input, Label, Prefix, PrefixedControl, RequiredMark } from './formStyles';

/** Everything one input needs: its value, change handler, error and the ids tying them together. */
export interface FieldBinding<V = string> {
  id: string;
  name: string;
  value: V;
  error: string | undefined;
  errorId: string;
  onChange: (value: V) => void;
  inputRef: (element: HTMLElement | null) => void;
}

type NativeInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'disabled'>;

interface TextFieldProps extends NativeInputProps {
  field: FieldBinding;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'time';
  /** Fixed text shown before the input, e.g. a dialling code; read out as part of the description. */
  prefix?: string;
  /** Ids of more text describing the input (a hint shown under it). */
  describedBy?: string;
}

/** A labelled input with its error underneath, tied by aria-describedby and aria-invalid. */
export function TextField({ field, label, required = false, type = 'text', prefix, describedBy, ...inputProps }: TextFieldProps) {
  const prefixId = `${field.id}-prefix`;
  const invalid = field.error !== undefined;
  const description = [prefix ? prefixId : null, invalid ? field.errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const input = (
    <Input
      {...inputProps}
      id={field.id}
      name={field.name}
      type={type}
      value={field.value}
      $invalid={invalid}
      aria-invalid={invalid}
      aria-required={required || undefined}
      aria-describedby={description || undefined}
      ref={field.inputRef}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );

  return (
    <FieldBlock>
      <Label htmlFor={field.id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {prefix ? (
        <PrefixedControl>
          <Prefix id={prefixId}>{prefix}</Prefix>
          {input}
        </PrefixedControl>
      ) : (
        input
      )}
      {invalid && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
