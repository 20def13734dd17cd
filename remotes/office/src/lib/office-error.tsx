import { Link, useLocation } from 'react-router-dom';
import { officeMessages } from '@site/contract';
import { ApiError, NetworkError } from '@site/state';
import { Notice } from '@site/ui';
import { officeReturnState } from './office-return';

/** Why an office call failed, in the words the staff member needs: sign in again, not allowed, or the server's reason. */
export function refusalText(error: unknown, fallback = 'The office could not be reached. Try again.'): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return officeMessages.sessionEnded;
    if (error.status === 403 && error.reason === 'forbidden') return error.text || officeMessages.roleTooLow;
    return error.text || fallback;
  }
  return error instanceof NetworkError ? error.message : fallback;
}

/** A failed read of an office page, with the way back to the sign-in page when the session has ended. */
export function OfficeError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const ended = error instanceof ApiError && error.status === 401;
  return (
    <Notice role="alert">
      {refusalText(error)}
      {ended && (
        <>
          {' '}
          <Link to="/office" state={officeReturnState(`${pathname}${search}`)}>
            Sign in
          </Link>
        </>
      )}
    </Notice>
  );
}
