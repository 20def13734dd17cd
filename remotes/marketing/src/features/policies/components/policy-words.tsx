import { richText } from '@site/state';
import type { ReactNode } from 'react';
import { siteFacts, type WordId, type Words } from '../../../lib/words';

/**
 * A policy's paragraph in the page's language, with its marked parts made into elements: `<b>…</b>` bold,
 * `<email>…</email>` a mail link to that address. The site's facts (`{brand}`, `{email}`…) are filled in.
 */
export function policyText(t: Words, id: WordId): ReactNode[] {
  return richText(t(id, siteFacts), {
    b: (text) => <strong>{text}</strong>,
    email: (address) => <a href={`mailto:${address}`}>{address}</a>,
  });
}
