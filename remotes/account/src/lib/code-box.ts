import styled from 'styled-components';
import type { FieldBinding } from '@site/ui/form';

/** A one-time code sent by SMS (a number change, an account deletion): 4 or 8 digits, from the numeric keypad. */
export const CODE_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 } as const;

/** The code field's binding, keeping only the digits of what is typed or pasted ("4321 " from an SMS). */
export const digitsOnly = (field: FieldBinding): FieldBinding => ({
  ...field,
  onChange: (value) => field.onChange(value.replace(/\D/g, '')),
});

/** A row of a code box: its label, the code field and its buttons, wrapping on a phone. */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** The field of a one-time code, where it cannot be a Field of a Form (the profile's number change). */
export const CodeInput = styled.input.attrs(CODE_INPUT)`
  width: 10rem;
  padding: 0.5rem 0.75rem;
  font-size: 1.1rem;
  letter-spacing: 0.2em;
`;
