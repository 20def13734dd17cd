import { useEffect } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@site/state';
import type { RemoteName } from '@site/state/routes';
import { Button } from '@site/ui';
import { describeMismatch, singletonMismatchOf } from '../../lib/singleton-versions';
import { type HostWord, useWords } from '../../lib/words';

/** What each remote serves, in the visitor's words, so the fallback says which part failed. */
const REMOTE_LABELS: Partial<Record<RemoteName, HostWord>> = {
  marketing: 'remote.marketing',
  inquiry: 'remote.inquiry',
  auth: 'remote.auth',
  account: 'remote.account',
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

/**
 * What the fallback says, in one place. `update`: the remote was built against a newer shared singleton
 * (`@site/state`, `@site/ui`) than this page's host provides, and federation refused the older copy
 * (docs/decisions/0012-shared-packages-by-role.md). A reload helps once the newer host is deployed (it
 * is released first); while the update is rolling out it does not, and the text says both.
 */
const REMOTE_FALLBACK_WORDS = {
  unavailable: {
    heading: 'remoteFallback.unavailableHeading',
    body: 'remoteFallback.unavailableBody',
    action: 'remoteFallback.retry',
  },
  update: {
    heading: 'remoteFallback.updateHeading',
    body: 'remoteFallback.updateBody',
    action: 'remoteFallback.reload',
  },
} as const;

export function RemoteFallback({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error?: unknown;
  onRetry: () => void;
}) {
  const t = useWords();
  const mismatch = singletonMismatchOf(error);
  const reason = mismatch ? 'update' : 'unavailable';
  const words = REMOTE_FALLBACK_WORDS[reason];
  // A remote the host was not built knowing (one added to remotes.json since) is named by its pages.
  const labelId = REMOTE_LABELS[remote];
  const label = labelId ? t(labelId) : t('remote.other', { remote });

  useEffect(() => {
    // The detail is for developers (debug on, as in `npm run dev`); visitors get the words above.
    if (error === undefined || !getRuntimeConfig().debug) return;
    console.error(
      mismatch
        ? `The ${remote} remote needs a newer shared singleton: ${describeMismatch(mismatch)}`
        : `The ${remote} remote failed`,
      error,
    );
  }, [error, mismatch, remote]);

  return (
    <Panel role="alert" data-remote-fallback={remote} data-fallback-reason={reason}>
      <h2>{t(words.heading)}</h2>
      <p>{t(words.body, { label, remote })}</p>
      <Button type="button" $variant="primary" $size="sm" onClick={mismatch ? () => window.location.reload() : onRetry}>
        {t(words.action)}
      </Button>
    </Panel>
  );
}
