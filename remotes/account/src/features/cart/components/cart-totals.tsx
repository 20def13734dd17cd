import { useId } from 'react';
import styled from 'styled-components';
import { cartMessages, formatRupees, type Totals } from '@site/contract';
import { Figures, TaxFigures } from '../../../lib/order-summary';

const Panel = styled.section`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.75rem;
  }

  > p {
    margin-top: 0.75rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface CartTotalsProps {
  totals: Totals;
  /** The applied scheme's title, beside its discount. */
  schemeTitle: string | null;
  /** A visitor's cart is taxed as for the company's state until checkout knows the address. */
  taxedAtCompanyState: string | null;
}

/**
 * The Cart Total panel of docs/product.md#cart-drawer: subtotal, scheme discount, taxable value, GST as the
 * server split it (CGST + SGST, or IGST) and the grand total, all the server's figures.
 */
export function CartTotals({ totals, schemeTitle, taxedAtCompanyState }: CartTotalsProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>Cart Total</h3>
      <Figures>
        <dt>
          Subtotal ({totals.total_qty} {totals.total_qty === 1 ? 'pack' : 'packs'})
        </dt>
        <dd>{formatRupees(totals.subtotal_paise)}</dd>
        <dt>Discount{schemeTitle ? ` (${schemeTitle})` : ''}</dt>
        <dd className="saving">{formatRupees(-totals.discount_paise)}</dd>
        <TaxFigures totals={totals} />
        <dt className="grand">Grand Total</dt>
        <dd className="grand">{formatRupees(totals.grand_total_paise)}</dd>
      </Figures>
      {taxedAtCompanyState && <p>{cartMessages.taxAtCompanyState(taxedAtCompanyState)}</p>}
    </Panel>
  );
}
