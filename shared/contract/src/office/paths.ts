import { officeCatalogueAccess, officeCatalogueMethodPaths } from './catalogue-paths';
import { officeInvoicingAccess, officeInvoicingMethodPaths } from '../invoicing';
import { officeOperationsAccess, officeOperationsMethodPaths } from './operations-paths';
import type { OfficeAccess } from './roles';

/**
 * The back office's methods, ours under `retailer_app.api.office`, mounted under `/api/method/` like
 * `methodPaths`. Staff calls carry the `site_staff` session cookie (credentials), never a token; every
 * POST is JSON with `X-Requested-With`, from an allowed origin.
 */
export const officeMethodPaths = {
  /** POST, public: `{ email, password, code }` (authenticator code or a recovery code) → the staff member; sets the cookie. */
  signIn: 'retailer_app.api.office.sign_in',
  /** GET, public: a proof-of-work challenge, for a sign-in that a 428 `proof_required` refused. */
  signInChallenge: 'retailer_app.api.office.sign_in_challenge',
  /** POST, staff: ends the session and clears the cookie. */
  signOut: 'retailer_app.api.office.sign_out',
  /** GET, staff: who is signed in, and their role. */
  me: 'retailer_app.api.office.me',
  /** POST, public: `{ token }` of an enrolment link → the e-mail and the authenticator secret to scan. */
  startEnrolment: 'retailer_app.api.office.start_enrolment',
  /** POST, public: `{ token, password, code }` → the recovery codes, shown once; signs in. */
  completeEnrolment: 'retailer_app.api.office.complete_enrolment',
  /** GET, admin: every staff account. */
  listStaff: 'retailer_app.api.office.list_staff',
  /** POST, admin: `{ email, role }` → the new account and its enrolment link (mailed when mail is configured). */
  inviteStaff: 'retailer_app.api.office.invite_staff',
  /** POST, admin: `{ staff_id }` → a new enrolment link; the old password, authenticator and recovery codes stop working. */
  resetSecondFactor: 'retailer_app.api.office.reset_second_factor',
  /** POST, admin: `{ staff_id }`; the account's sessions end. */
  disableStaff: 'retailer_app.api.office.disable_staff',
  /** GET, admin: the audit log, newest first (`before`, `page_length`). */
  getAuditLog: 'retailer_app.api.office.get_audit_log',
  ...officeOperationsMethodPaths,
  ...officeInvoicingMethodPaths,
  ...officeCatalogueMethodPaths,
} as const;

export type OfficeMethodName = keyof typeof officeMethodPaths;

/** Who may call each office method; the role suite (server/test) checks every one of them. */
export const officeMethodAccess: Record<OfficeMethodName, OfficeAccess> = {
  signIn: 'public',
  signInChallenge: 'public',
  signOut: 'sales',
  me: 'sales',
  startEnrolment: 'public',
  completeEnrolment: 'public',
  listStaff: 'admin',
  inviteStaff: 'admin',
  resetSecondFactor: 'admin',
  disableStaff: 'admin',
  getAuditLog: 'admin',
  ...officeOperationsAccess,
  ...officeInvoicingAccess,
  ...officeCatalogueAccess,
};

/** The staff session cookie: HttpOnly, Secure, SameSite=Strict, Path=/api. */
export const STAFF_SESSION_COOKIE = 'site_staff';

/** The browser page an enrolment link opens: `<site>/office/enrol/<token>`. */
export const OFFICE_ENROL_PATH = '/office/enrol';
