import { useId, useState } from 'react';
import styled from 'styled-components';
import { cartMessages, formatRupees, type Scheme } from '@site/contract';

const Row = styled.div`
  margin: 1rem 0;
  border: 1px dashed ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  button {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 0.875rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
    text-align: left;
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: -3px;
  }

  ul {
    margin: 0;
    padding: 0 0.875rem 0.75rem;
    list-style: none;
  }

  li + li {
    margin-top: 0.5rem;
  }

  li span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p {
    padding: 0 0.875rem 0.75rem;
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
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Row>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span>See all offers</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={listId} hidden={!open}>
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
      </div>
    </Row>
  );
}
