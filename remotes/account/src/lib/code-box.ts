import styled from 'styled-components';

/** A row of a code box: its label, the code field and its buttons, wrapping on a phone. */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** The field of a one-time code sent by SMS (a number change, an account deletion): 4 or 8 digits. */
export const CodeInput = styled.input.attrs({ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 })`
  width: 10rem;
  padding: 0.5rem 0.75rem;
  font-size: 1.1rem;
  letter-spacing: 0.2em;
`;
