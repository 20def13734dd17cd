import type { HTMLAttributes } from 'react';
import type { FieldBinding } from '../../hooks/useValidatedForm';
import { ErrorText, FieldBlock, Input, Label, LabelRow, Prefix, PrefixedControl, RequiredMark } from './formStyles';

interface TextFieldProps {
  field: FieldBinding;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'time';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Fixed text shown before the input, e.g. a dialling code; read out as part of the description. */
  prefix?: string;
}

/** A labelled input with its error underneath, tied by aria-describedby and aria-invalid. */
export function TextField({ field, label, required = false, type = 'text', prefix, ...inputProps }: TextFieldProps) {
  const prefixId = `${field.id}-prefix`;
  const describedBy = [prefix ? prefixId : null, field.error ? field.errorId : null].filter(Boolean).join(' ') || undefined;
  const input = (
    <Input
      {...inputProps}
      id={field.id}
      name={field.name}
      type={type}
      value={field.value}
      $invalid={field.error !== undefined}
      aria-invalid={field.error !== undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      ref={field.inputRef}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );

  return (
    <FieldBlock>
      <LabelRow>
        <Label htmlFor={field.id}>{label}</Label>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      {prefix ? (
        <PrefixedControl>
          <Prefix id={prefixId}>{prefix}</Prefix>
          {input}
        </PrefixedControl>
      ) : (
        input
      )}
      {field.error && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
