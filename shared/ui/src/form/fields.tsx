import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useSharedText } from '@site/state';
import { ErrorText, Input, Prefix, PrefixedControl, Select, TextArea } from './controls';

/**
 * The labelled fields of every remote's forms (inquiry, sign-up, profile, address): one label, control
 * and error layout, so a field reads and is announced the same on every page.
 */

/** Everything one control needs: its value, change handler, error and the ids tying them together. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  errorId: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
}

/** A field's label, control and error, stacked; `$wide` spans every column of the form's grid. */
export const FieldBlock = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** Block, with the label inline: a label that wraps keeps the mark right after its last word. */
const LabelRow = styled.div`
  display: block;
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-left: 0.125rem;
`;

/** The asterisk of a required field; hidden from screen readers, which hear the control's aria-required. */
export function RequiredMark() {
  return <Asterisk aria-hidden="true">*</Asterisk>;
}

interface FieldLabelProps {
  htmlFor: string;
  /** For a control or popup named by aria-labelledby. */
  id?: string;
  required: boolean;
  children: ReactNode;
}

/**
 * A field's label and its required mark. The mark sits outside the <label>, so the label's text is
 * exactly the spec's field name (tests and voice control find the field by it). A field name of the
 * contract (the address and hours fields) is said in the page's language.
 */
export function FieldLabel({ htmlFor, id, required, children }: FieldLabelProps) {
  const say = useSharedText();
  return (
    <LabelRow>
      <Label id={id} htmlFor={htmlFor}>
        {typeof children === 'string' ? say(children) : children}
      </Label>
      {required && <RequiredMark />}
    </LabelRow>
  );
}

/** The aria-describedby value of these ids, or none when every one is missing. */
const describedByIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type NativeControlProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'disabled' | 'lang'
>;

export interface TextFieldProps extends NativeControlProps {
  field: FieldBinding;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'time' | 'datetime-local' | 'password';
  /** Renders a textarea with this many rows instead of an input. */
  rows?: number;
  /** Fixed text shown before the input, e.g. a dialling code; read out as part of the description. */
  prefix?: string;
  /** A short note under the control (its time zone, what empty means); read as part of its description. */
  hint?: string;
  /** Ids of more text describing the control (a hint shown elsewhere on the form). */
  describedBy?: string;
  /** Spans every column of the form's grid (an address, a message). */
  wide?: boolean;
}

/** A labelled input or textarea with its error underneath, tied by aria-describedby and aria-invalid. */
export function TextField({
  field,
  label,
  required = false,
  type = 'text',
  rows,
  prefix,
  hint,
  describedBy,
  wide,
  ...nativeProps
}: TextFieldProps) {
  const invalid = field.error !== undefined;
  const prefixId = `${field.id}-prefix`;
  const hintId = `${field.id}-hint`;
  const controlProps = {
    ...nativeProps,
    id: field.id,
    name: field.name,
    value: field.value,
    $invalid: invalid,
    'aria-invalid': invalid,
    'aria-required': required || undefined,
    'aria-describedby': describedByIds(prefix && prefixId, hint && hintId, invalid && field.errorId, describedBy),
    ref: field.inputRef,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
  };
  const control = rows ? <TextArea {...controlProps} rows={rows} /> : <Input {...controlProps} type={type} />;

  return (
    <FieldBlock $wide={wide}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {prefix ? (
        <PrefixedControl>
          <Prefix id={prefixId}>{prefix}</Prefix>
          {control}
        </PrefixedControl>
      ) : (
        control
      )}
      {hint && <small id={hintId}>{hint}</small>}
      {invalid && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}

export interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  options: readonly string[];
  /** The empty first choice ("Select state"), or what it says while the options load. */
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
  /** The options are still loading. */
  busy?: boolean;
}

/**
 * A labelled select with its error underneath. A stored value missing from the options (a list that
 * failed to load or has not arrived yet, or a name the list no longer has) is still offered, so
 * loading never changes it.
 */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  required = false,
  autoComplete,
  busy = false,
}: SelectFieldProps) {
  const say = useSharedText();
  const invalid = field.error !== undefined;
  const choices = field.value && !options.includes(field.value) ? [field.value, ...options] : options;
  return (
    <FieldBlock>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <Select
        id={field.id}
        name={field.name}
        value={field.value}
        autoComplete={autoComplete}
        $invalid={invalid}
        aria-invalid={invalid}
        aria-required={required || undefined}
        aria-describedby={describedByIds(invalid && field.errorId)}
        aria-busy={busy || undefined}
        ref={field.inputRef}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <option value="">{say(placeholder)}</option>
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
