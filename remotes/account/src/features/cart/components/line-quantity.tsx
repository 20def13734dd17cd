import styled from 'styled-components';
import { MAX_LINE_QTY, smallestQuantity } from '@site/contract';
import { useWords } from '../../../lib/words';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  button {
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 700;
  }

  button[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: -3px;
  }

  output {
    min-width: 2.25rem;
    text-align: center;
    font-weight: 700;
  }
`;

interface LineQuantityProps {
  /** Names the line for screen readers, e.g. "Pan Masala 2g, Pack of 48". */
  label: string;
  value: number;
  onChange: (next: number) => void;
  /** The pack's ordering rules: at least `minimum` packs, in multiples of `caseMultiple` (1 and 1: any). */
  minimum?: number;
  caseMultiple?: number;
}

/**
 * The drawer's quantity stepper (docs/product.md#cart-drawer: never below 1, nor below the pack's minimum). It
 * steps by the pack's case multiple, from one whole case to the next: a quantity that a changed rule broke
 * goes to the nearest whole case the way the retailer presses. At the minimum the minus button is marked
 * unavailable rather than disabled, so keyboard focus stays on it.
 */
export function LineQuantity({ label, value, onChange, minimum = 1, caseMultiple = 1 }: LineQuantityProps) {
  const t = useWords();
  const step = Math.max(1, caseMultiple);
  const lowest = smallestQuantity(minimum, step);
  const down = Math.ceil(value / step) * step - step;
  const up = Math.min(MAX_LINE_QTY, Math.floor(value / step) * step + step);
  const atMinimum = down < lowest;
  return (
    <Group role="group" aria-label={t('cart.quantityOf', { line: label })}>
      <button
        type="button"
        aria-label={t('cart.decrease', { line: label })}
        aria-disabled={atMinimum}
        onClick={() => {
          if (!atMinimum) onChange(down);
        }}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label={t('cart.increase', { line: label })}
        onClick={() => onChange(Math.max(up, lowest))}
      >
        +
      </button>
    </Group>
  );
}
