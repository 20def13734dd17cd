import styled from 'styled-components';
import { usePageLoading } from '@site/state';
import { Spinner } from '../../features/remote-loading/page-loading';
import { useWords } from '../../lib/words';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.scrimLight};
`;

/** docs/product.md#loading-overlay: shown while a load or save that covers the page is under way, in any remote. */
export function FullScreenSpinner() {
  const t = useWords();
  const loading = usePageLoading();
  if (!loading) return null;
  return (
    <Overlay role="status" aria-label={t('loading.overlay')}>
      <Spinner />
    </Overlay>
  );
}
