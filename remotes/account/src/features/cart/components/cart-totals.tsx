import { useId } from 'react';
import styled from 'styled-components';
import { type cartTotals, SAMPLE_DISCOUNT } from '@site/state';
import { formatRupees } from '../../../lib/money';

const Panel = styled.section`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.75rem;
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.5rem 1rem;
    margin: 0;
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .grand {
    padding-top: 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    font-size: 1.0625rem;
  }
`;

const Saving = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.success};
  }
`;

type Totals = ReturnType<typeof cartTotals>;

/** The Cart Total panel of docs/product.md#cart-drawer (sample data: 2640, -100, 2540, 711.2, 3251.2). */
export function CartTotals({ totals }: { totals: Totals }) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>Cart Total</h3>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
        <dt>Discount ({SAMPLE_DISCOUNT.label})</dt>
        <Saving>{formatRupees(-totals.discount)}</Saving>
        <dt>Effective Subtotal</dt>
        <dd>{formatRupees(totals.effectiveSubtotal)}</dd>
        <dt>GST</dt>
        <dd>{formatRupees(totals.gst)}</dd>
        <dt className="grand">Grand Total</dt>
        <dd className="grand">{formatRupees(totals.grandTotal)}</dd>
      </dl>
    </Panel>
  );
}
