import type { HTMLAttributes } from 'react';
import type { FieldBinding } from '../hooks/useInquiryForm';
import { ErrorText, FieldBlock, Input, Label, Prefix, PrefixedControl, RequiredMark, TextArea } from './formStyles';

interface TextFieldProps {
  field: FieldBinding;
  label: string;
  required?: boolean;
  /** Renders a textarea with this many rows. */
  rows?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Fixed text shown before the input, e.g. a dialling code; read out as part of the description. */
  prefix?: string;
  wide?: boolean;
}

/** A labelled input or textarea with its error underneath, tied by aria-describedby and aria-invalid. */
export function TextField({ field, label, required = false, rows, type = 'text', prefix, wide, ...inputProps }: TextFieldProps) {
  const prefixId = `${field.id}-prefix`;
  const describedBy = [prefix ? prefixId : null, field.error ? field.errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: field.id,
    name: field.name,
    value: field.value,
    $invalid: field.error !== undefined,
    'aria-invalid': field.error !== undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };

  return (
    <FieldBlock $wide={wide}>
      <Label htmlFor={field.id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {rows ? (
        <TextArea {...shared} rows={rows} ref={field.inputRef} onChange={(event) => field.onChange(event.target.value)} />
      ) : prefix ? (
        <PrefixedControl>
          <Prefix id={prefixId}>{prefix}</Prefix>
          <Input {...shared} {...inputProps} type={type} ref={field.inputRef} onChange={(event) => field.onChange(event.target.value)} />
        </PrefixedControl>
      ) : (
        <Input {...shared} {...inputProps} type={type} ref={field.inputRef} onChange={(event) => field.onChange(event.target.value)} />
      )}
      {field.error && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
