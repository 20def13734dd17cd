import { useId } from 'react';
import styled from 'styled-components';
import type { Totals } from '@site/contract';
import { TotalsFigures } from '../../../lib/order-summary';
import { useWords } from '../../../lib/words';

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
 * The Cart Total panel of docs/product.md#cart-drawer: subtotal, scheme discount, the grand total that is paid,
 * and the taxable value and GST (CGST + SGST, or IGST) contained in it, all the server's figures.
 */
export function CartTotals({ totals, schemeTitle, taxedAtCompanyState }: CartTotalsProps) {
  const t = useWords();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>{t('totals.cartTotal')}</h3>
      <TotalsFigures totals={totals} schemeTitle={schemeTitle} />
      <p>{t('totals.pricesIncludeGst')}</p>
      {taxedAtCompanyState && <p>{t('cart.taxAtCompanyState', { state: taxedAtCompanyState })}</p>}
    </Panel>
  );
}
