import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { scrollToProductsState } from '@site/state';
import { Button } from '@site/ui';
import { useWords } from './words';

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
  const t = useWords();
  return (
    <Empty>
      <p>{message}</p>
      <Button as={Link} to="/home" state={scrollToProductsState} $variant="primary" $size="sm" onClick={onBrowse}>
        {t('account.browseProducts')}
      </Button>
    </Empty>
  );
}
