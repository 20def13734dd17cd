import styled from 'styled-components';
import { useIsLoading } from '@site/state';
import { Spinner } from '../../features/remote-loading/page-loading';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.scrimLight};
`;

/** docs/product.md#loading-overlay: shown while the shared loading flag is on (any remote can raise it through @site/state). */
export function FullScreenSpinner() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <Overlay role="status" aria-label="Loading">
      <Spinner />
    </Overlay>
  );
}
