import { Link } from 'react-router-dom';
import { usePageHead, useSharedText } from '@site/state';
import { NOT_FOUND_TITLE, NotFound } from '@site/ui';

export { NOT_FOUND_TITLE };

/**
 * The site's one not-found page (@site/ui's, which a remote shows too for a name that does not exist).
 * It names itself: in an open tab it may stand where a route that its remote has removed used to be.
 */
export function NotFoundPage() {
  usePageHead({ title: useSharedText()(NOT_FOUND_TITLE) });
  return <NotFound link={Link} />;
}
