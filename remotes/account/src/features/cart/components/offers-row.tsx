import { useId, useState } from 'react';
import styled from 'styled-components';
import { SAMPLE_DISCOUNT } from '@site/state';
import { formatRupees } from '../../../lib/money';
import { accountNotices } from '../../../lib/notices';

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

  p {
    padding: 0 0.875rem 0.75rem;
  }
`;

/** The See all offers row (docs/product.md#cart-drawer): opens the offer list, which holds the one sample offer already applied. */
export function OffersRow() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Row>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span>See all offers</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={listId} hidden={!open}>
        <p>{accountNotices.offerApplied(SAMPLE_DISCOUNT.label, formatRupees(SAMPLE_DISCOUNT.amount))}</p>
      </div>
    </Row>
  );
}
