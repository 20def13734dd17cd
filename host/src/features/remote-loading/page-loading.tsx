import styled, { keyframes } from 'styled-components';
import { useWords } from '../../lib/words';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Holder = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
  min-height: 50vh;
`;

/** Inline placeholder while a page's remote module arrives; the header and footer stay in place. */
export function PageLoading() {
  const t = useWords();
  return (
    <Holder role="status" aria-label={t('loading.page')}>
      <Spinner />
    </Holder>
  );
}
