import styled from 'styled-components';
import type { Scheme } from '@site/contract';
import { Disclosure } from '@site/ui';
import { useRupees } from '../../../lib/order-summary';
import { useWords } from '../../../lib/words';

const Offers = styled.div`
  margin: 1rem 0;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: 0.5rem;
  }

  li span {
    display: block;
    font-size: 0.875rem;
  }
`;

function useOfferNote(discountPaise: number, subtotalPaise: number): (scheme: Scheme) => string {
  const t = useWords();
  const rupees = useRupees();
  return (scheme) => {
    if (scheme.applied) return t('cart.offerApplied', { discount: rupees(discountPaise) });
    if (subtotalPaise < scheme.min_subtotal_paise)
      return t('cart.offerFrom', { minSubtotal: rupees(scheme.min_subtotal_paise) });
    return t('cart.offerNotBest');
  };
}

interface OffersRowProps {
  schemes: readonly Scheme[];
  discountPaise: number;
  subtotalPaise: number;
}

/**
 * The See all offers row (docs/product.md#cart-drawer): opens the live schemes of the cart's reply, the one
 * applied (the largest discount; they do not add up) saying so.
 */
export function OffersRow({ schemes, discountPaise, subtotalPaise }: OffersRowProps) {
  const t = useWords();
  const offerNote = useOfferNote(discountPaise, subtotalPaise);
  return (
    <Offers>
      {/* Under the drawer's title (h2), beside Cart Total (h3). */}
      <Disclosure title={t('cart.seeAllOffers')} look="dashed" headingLevel={3}>
        {schemes.length > 0 ? (
          <ul>
            {schemes.map((scheme) => (
              <li key={scheme.name}>
                {scheme.title}
                <span>{offerNote(scheme)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('cart.noOffers')}</p>
        )}
      </Disclosure>
    </Offers>
  );
}
