import { MIN_QUANTITY } from '@site/state';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useWords } from '../../../lib/words';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};

  button {
    width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 700;
  }

  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  input {
    width: 3.5rem;
    border: 0;
    border-inline: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    text-align: center;
    font-weight: 700;
    appearance: textfield;
    -moz-appearance: textfield;
  }

  /* Inside the rounded group, which clips its overflow, so the focus ring is drawn within each control. */
  button:focus-visible,
  input:focus-visible {
    outline-offset: -3px;
  }

  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 600;
`;

/**
 * Quantity stepper (docs/product.md#product-detail: never below 1, nor below the pack's smallest quantity, in steps
 * of its case multiple). The field is a native number input, so it is a spinbutton with arrow-key stepping; what
 * is typed is applied on blur, rounded up to a whole case and clamped to the smallest quantity.
 */
export function QuantityStepper({
  value,
  onChange,
  smallest = MIN_QUANTITY,
  step = 1,
}: {
  value: number;
  onChange: (next: number) => void;
  smallest?: number;
  step?: number;
}) {
  const t = useWords();
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const floor = Math.max(MIN_QUANTITY, smallest);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.max(floor, Math.ceil(Math.floor(next) / step) * step));
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    set(Number.isNaN(typed) ? value : typed);
  };

  return (
    <div>
      <Label htmlFor={inputId}>{t('product.quantity')}</Label>
      <Group>
        <button
          type="button"
          aria-label={t('product.decrease')}
          disabled={value <= floor}
          onClick={() => set(value - step)}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={floor}
          step={step}
          value={draft ?? String(value)}
          onChange={(event) => {
            const typed = Number.parseInt(event.target.value, 10);
            // Arrow keys and the spinner move one step: apply at once; free typing waits for blur.
            if (!Number.isNaN(typed) && Math.abs(typed - value) === step) set(typed);
            else setDraft(event.target.value);
          }}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft();
          }}
        />
        <button type="button" aria-label={t('product.increase')} onClick={() => set(value + step)}>
          +
        </button>
      </Group>
    </div>
  );
}
