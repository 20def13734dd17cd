/** The staff's roles (docs/decisions/0016): sales works orders, inquiries and retailers; admin also staff and the audit log. */
export const STAFF_ROLES = ['sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call an office method: anyone (signing in, enrolling), or a staff member of at least this role. */
export type OfficeAccess = 'public' | StaffRole;

/** admin ⊇ sales: an admin may do everything a sales member may. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'admin' || needed === 'sales';
}

/** More failed passwords than this in an hour on one account: its member is told, and strangers pay a proof of work. */
export const SIGN_IN_ATTACK_FAILURES_PER_HOUR = 10;
