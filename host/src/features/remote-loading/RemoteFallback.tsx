import styled from 'styled-components';
import type { RemoteName } from '@site/state/routes';

/** What each remote serves, in the visitor's words, so the fallback says which part failed. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'company and product pages',
  inquiry: 'partner and contact forms',
  auth: 'login and sign-up pages',
  account: 'account pages',
};

const Panel = styled.section`
  max-width: 36rem;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.5rem;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 1.25rem;
  }
`;

const RetryButton = styled.button`
  padding: 0.6rem 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
`;

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Panel role="alert" data-remote-fallback={remote}>
      <h2>This part of the site could not be loaded</h2>
      <p>
        The {REMOTE_LABELS[remote]} ({remote}) are not responding right now. The rest of the site still works; try again in
        a moment.
      </p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
