import styled from 'styled-components';
import { cartMessages, type Scheme } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { Disclosure } from '@site/ui';

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

function offerNote(scheme: Scheme, discountPaise: number, subtotalPaise: number): string {
  if (scheme.applied) return cartMessages.offerApplied(formatRupees(discountPaise));
  if (subtotalPaise < scheme.min_subtotal_paise) return cartMessages.offerFrom(formatRupees(scheme.min_subtotal_paise));
  return cartMessages.offerNotBest;
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
  return (
    <Offers>
      {/* Under the drawer's title (h2), beside Cart Total (h3). */}
      <Disclosure title="See all offers" look="dashed" headingLevel={3}>
        {schemes.length > 0 ? (
          <ul>
            {schemes.map((scheme) => (
              <li key={scheme.name}>
                {scheme.title}
                <span>{offerNote(scheme, discountPaise, subtotalPaise)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{cartMessages.noOffers}</p>
        )}
      </Disclosure>
    </Offers>
  );
}
