import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cartMessages } from '@site/contract';
import { scrollToProductsState } from '@site/state';
import { Button } from '@site/ui';

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding: 2rem 0;
`;

/**
 * Nothing to show yet (an empty cart, in the drawer or at checkout; no orders): said, with the way back to the
 * products on the home page.
 */
export function EmptyState({ message, onBrowse }: { message: string; onBrowse?: () => void }) {
  return (
    <Empty>
      <p>{message}</p>
      <Button as={Link} to="/home" state={scrollToProductsState} $variant="primary" $size="sm" onClick={onBrowse}>
        {cartMessages.backToProducts}
      </Button>
    </Empty>
  );
}
