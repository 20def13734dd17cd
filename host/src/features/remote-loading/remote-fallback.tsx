import { useEffect } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@site/state';
import type { RemoteName } from '@site/state/routes';
import { Button } from '@site/ui';
import { describeMismatch, singletonMismatchOf } from '../../lib/singleton-versions';

/** What each remote serves, in the visitor's words, so the fallback says which part failed. */
export const REMOTE_LABELS: Partial<Record<RemoteName, string>> = {
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

/**
 * What the fallback says, in one place. `update`: the remote was built against a newer shared singleton
 * (`@site/state`, `@site/ui`) than this page's host provides, and federation refused the older copy
 * (docs/decisions/0012-shared-packages-by-role.md). A reload helps once the newer host is deployed (it
 * is released first); while the update is rolling out it does not, and the text says both.
 */
export const REMOTE_FALLBACK_TEXT = {
  unavailable: {
    heading: 'This part of the site could not be loaded',
    body: (label: string, remote: RemoteName) =>
      `The ${label} (${remote}) are not responding right now. The rest of the site still works; try again in a moment.`,
    action: 'Retry',
  },
  update: {
    heading: 'This part of the site is being updated',
    body: (label: string) =>
      `The ${label} have been updated and need a newer version of the site than this page has. Reload the page to continue; if this message comes back, the update is still under way: please try again in a few minutes. The rest of the site still works.`,
    action: 'Reload the page',
  },
} as const;

/** A remote the host was not built knowing (one added to remotes.json since) is named by its pages. */
export const remoteLabel = (remote: RemoteName) => REMOTE_LABELS[remote] ?? `${remote} pages`;

export function RemoteFallback({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error?: unknown;
  onRetry: () => void;
}) {
  const mismatch = singletonMismatchOf(error);
  const reason = mismatch ? 'update' : 'unavailable';
  const text = REMOTE_FALLBACK_TEXT[reason];

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
      <h2>{text.heading}</h2>
      <p>{text.body(remoteLabel(remote), remote)}</p>
      <Button type="button" $variant="primary" $size="sm" onClick={mismatch ? () => window.location.reload() : onRetry}>
        {text.action}
      </Button>
    </Panel>
  );
}
