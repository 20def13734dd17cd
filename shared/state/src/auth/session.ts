import { methodPaths } from '@site/contract';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@site/contract';
import type { LoginRecord } from '@site/contract';
import { getRuntimeConfig } from '../runtime-config';

/**
 * Ends the token on the server (logout): a stolen copy of it stops working too. Plain
 * fetch (the main bundle carries no axios), `keepalive` so it survives the page navigating away;
 * its outcome does not matter to the visitor, who is logged out in this browser either way.
 */
export function revokeOnServer(record: Pick<LoginRecord, 'api_key' | 'api_secret'>): void {
  if (!record.api_key || !record.api_secret || typeof fetch !== 'function') return;
  try {
    void fetch(`${getRuntimeConfig().apiBase}/${methodPaths.logout}`, {
      method: 'POST',
      keepalive: true,
      headers: {
        Authorization: `token ${record.api_key}:${record.api_secret}`,
        [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      },
    }).catch(() => undefined);
  } catch {
    // No API configured (a test, a harness): nothing to end.
  }
}
