import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE, NotFound } from '@site/ui';

export { NOT_FOUND_TITLE };

/** The site's one not-found page (@site/ui's, which a remote shows too for a name that does not exist). */
export function NotFoundPage() {
  return <NotFound link={Link} />;
}
