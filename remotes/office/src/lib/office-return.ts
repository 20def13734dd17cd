/** Where the sign-in page goes once signed in: the office page that sent the staff member there, if any. */
const OFFICE_PATH = /^\/office\/[A-Za-z0-9_\-/.%?=&]*$/;

export const officeReturnState = (path: string) => ({ officeReturnTo: path });

/** The return path carried in navigation state, only ever an office page of this site. */
export function officeReturnPath(state: unknown): string {
  const path = (state as { officeReturnTo?: unknown } | null)?.officeReturnTo;
  return typeof path === 'string' && OFFICE_PATH.test(path) && !path.startsWith('/office/enrol')
    ? path
    : '/office/orders';
}
