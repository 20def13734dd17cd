import { useImperativeHandle, useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { controlStyles, ErrorText, type FieldBinding } from '@site/ui/form';
import { useWords } from '../../../lib/words';

const Boxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Box = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  width: 3.25rem;
  height: 3.5rem;
  padding: 0;
  text-align: center;
  font-size: 1.5rem;
  font-weight: 700;
`;

const BoxesError = styled(ErrorText)`
  margin-top: 0.5rem;
`;

export interface OtpBoxesHandle {
  /** Focuses one box (0-based); without an index, the first empty box (or the last). */
  focus(index?: number): void;
}

interface OtpBoxesProps {
  /** The code: a digit per box, a space for an empty box before a filled one. */
  field: FieldBinding;
  /** How many boxes: the digits of the code. */
  length: number;
  /** Id of the text that names the group ("Enter OTP"). */
  labelledBy: string;
  ref?: Ref<OtpBoxesHandle>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

const digitsOf = (code: string, length: number) => Array.from({ length }, (_, at) => onlyDigits(code[at] ?? ''));
// A gap stays a space, so every digit keeps its box; the schema calls such a code incomplete.
const codeOf = (digits: readonly string[]) =>
  digits
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();

/**
 * docs/product.md#otp-page-behaviour, docs/product.md#otp-code-rule: four single-digit boxes (more for a longer code). A digit moves focus on; non-digits are stripped; Backspace
 * clears the box or, when it is empty, the previous one and moves back; pasting (or the phone's
 * one-time-code autofill) spreads the digits over the boxes.
 */
export function OtpBoxes({ field, length, labelledBy, ref }: OtpBoxesProps) {
  const t = useWords();
  // One box per digit of the code: 4 (docs/product.md#otp-code-rule), or the longer code of a number under attack (docs/decisions/0010).
  const digits = digitsOf(field.value, length);
  const onChange = (next: readonly string[]) => field.onChange(codeOf(next));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  const focusFirstEmpty = () => {
    const firstEmpty = digits.findIndex((digit) => digit === '');
    focusBox(firstEmpty === -1 ? length - 1 : firstEmpty);
  };

  useImperativeHandle(ref, () => ({
    focus(index) {
      if (index === undefined) focusFirstEmpty();
      else focusBox(index);
    },
  }));

  // The form focuses the field by its id, the group's: the box to type in next takes it.
  const handleGroupFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) focusFirstEmpty();
  };

  /** Writes `incoming` digits from box `start` on and focuses the box after the last one written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const handleChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    const current = digits[index] ?? '';
    if (typed.length === 0) {
      onChange(digits.map((digit, at) => (at === index ? '' : digit)));
    } else if (typed.length === 2 && current !== '') {
      // A digit typed beside the one already there (caret not on it): the new one replaces it.
      fill(index, typed[0] === current ? typed.slice(1) : typed.slice(0, 1));
    } else {
      fill(index, typed);
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      } else if (index > 0) {
        onChange(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    // A whole code fills the boxes from the first, wherever the caret was.
    fill(pasted.length >= length ? 0 : index, pasted.slice(0, length));
  };

  const invalid = field.error !== undefined;
  const errorId = field.errorId;
  return (
    <div>
      <Boxes
        id={field.id}
        ref={field.inputRef}
        tabIndex={-1}
        onFocus={handleGroupFocus}
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={invalid ? errorId : undefined}
      >
        {digits.map((digit, index) => (
          <Box
            // The boxes never reorder: their position is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otp.digit', { position: index + 1, length })}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            $invalid={invalid}
            value={digit}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            // Typing over a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Boxes>
      {invalid && <BoxesError id={errorId}>{field.error}</BoxesError>}
    </div>
  );
}
