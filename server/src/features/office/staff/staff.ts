import { randomInt, randomUUID } from 'node:crypto';
import {
  OFFICE_ENROL_PATH,
  officeMessages as m,
  RECOVERY_CODE_COUNT,
  site,
  type StaffMember,
  type StaffRole,
  TOTP_DIGITS,
} from '@site/contract';
import { hash } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../../../db';
import { ApiError, validationFailed } from '../../../http/errors';
import { randomToken, sha256 } from '../../../lib/crypto';
import { recordAudit } from '../../../audit/record';
import { isCommonPassword } from './common-passwords';
import { seal, unseal } from './sealed';
import { forgetFailures } from './sign-in-guard';
import { endAllStaffSessions, type OfficeContext } from '../../../http/staff-session';

/**
 * Argon2id (the library's default algorithm; its PHC string says so, and a test checks it) at OWASP's
 * minimum cost: 19 MiB, 2 passes, one lane. Named here so that a change of the library's defaults is not ours.
 */
const PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: the phone's clock may be a little off. */
const TOTP_WINDOW_STEPS = 1;
const ENROLMENT_TOKEN_BYTES = 32;
/** Recovery codes: 10 characters without look-alikes (0/o, 1/l/i), about 50 bits each, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

export const normalEmail = (email: string) => email.trim().toLowerCase();

const hashPassword = (password: string) => hash(password, PASSWORD_HASHING);

/** Compared against when the account has no password, so an unknown e-mail takes as long as a known one. */
let standIn: Promise<string> | undefined;
export const standInHash = () => (standIn ??= hashPassword(randomToken(16)));

function totpOf(secret: string, email: string) {
  return new TOTP({
    issuer: `${site.brandName} office`,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step whose code `code` is, near `now`; null when it is none of them. */
export function totpStep(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export interface StaffRow {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  enrolled_at: Date | null;
  disabled_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
}

const STAFF_COLUMNS =
  'id, email, role, password_hash, totp_secret, enrolled_at, disabled_at, last_sign_in_at, created_at';

export function staffMemberOf(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.disabled_at ? 'disabled' : row.enrolled_at ? 'active' : 'invited',
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}

async function staffById(db: Queryable, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from staff where id = $1`, [id]);
  return row;
}

export async function staffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from staff where email = $1`, [normalEmail(email)]);
  return row;
}

/** A member as the audit log keeps them: never a hash or a secret. */
const audited = (row: StaffRow) => staffMemberOf(row);

export interface IssuedEnrolment {
  link: string;
  expiresAt: Date;
}

/** A new enrolment link for `staffId`; any older link of theirs stops working. */
async function issueEnrolment(
  ctx: OfficeContext,
  tx: Queryable,
  staffId: string,
  issuedBy: string | null,
): Promise<IssuedEnrolment> {
  const token = randomToken(ENROLMENT_TOKEN_BYTES);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.office.enrolmentHours * 3_600_000);
  await tx.query('delete from staff_enrolments where staff_id = $1', [staffId]);
  await tx.query(
    'insert into staff_enrolments (token_hash, staff_id, issued_by, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [sha256(token), staffId, issuedBy, now, expiresAt],
  );
  return { link: `${ctx.config.office.siteUrl}${OFFICE_ENROL_PATH}/${token}`, expiresAt };
}

/** Creates an invited member; 409 when the e-mail is taken. */
async function createStaff(
  ctx: OfficeContext,
  tx: Queryable,
  actorId: string | null,
  email: string,
  role: StaffRole,
): Promise<StaffRow> {
  if (await staffByEmail(tx, email)) throw new ApiError(409, 'already_registered', m.staffExists);
  const [row] = await tx.query<StaffRow>(
    `insert into staff (id, email, role, created_at) values ($1, $2, $3, $4) returning ${STAFF_COLUMNS}`,
    [randomUUID(), normalEmail(email), role, ctx.now()],
  );
  await recordAudit(tx, {
    staffId: actorId,
    action: 'staff.invite',
    entity: 'staff',
    entityId: row!.id,
    before: null,
    after: audited(row!),
  });
  return row!;
}

/**
 * The first admin, or a locked-out admin's way back (the server command): the account is created as an
 * admin, or an existing one becomes admin and must enrol again; either way a fresh enrolment link.
 */
export async function addAdmin(ctx: OfficeContext, email: string): Promise<IssuedEnrolment> {
  return ctx.db.transaction(async (tx) => {
    const existing = await staffByEmail(tx, email);
    let staffId: string;
    if (!existing) staffId = (await createStaff(ctx, tx, null, email, 'admin')).id;
    else {
      staffId = existing.id;
      const after = await resetEnrolment(tx, staffId, { role: 'admin', enable: true });
      await recordAudit(tx, {
        staffId: null,
        action: 'staff.add_admin',
        entity: 'staff',
        entityId: staffId,
        before: audited(existing),
        after: audited(after),
      });
    }
    // The admin's way back: whatever a stranger sent against the e-mail is forgotten with the old enrolment.
    await forgetFailures(tx, normalEmail(email));
    return issueEnrolment(ctx, tx, staffId, null);
  });
}

/** The member must enrol again: authenticator and recovery codes gone, every session ended. */
async function resetEnrolment(tx: Queryable, staffId: string, change: { role?: StaffRole; enable?: boolean } = {}) {
  await endAllStaffSessions(tx, staffId);
  await tx.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
  const [row] = await tx.query<StaffRow>(
    `update staff set totp_secret = null, totp_last_step = null, enrolled_at = null,
       role = coalesce($2, role), disabled_at = case when $3::boolean then null else disabled_at end
     where id = $1 returning ${STAFF_COLUMNS}`,
    [staffId, change.role ?? null, change.enable ?? false],
  );
  return row!;
}

interface EnrolmentRow {
  token_hash: string;
  staff_id: string;
  pending_totp_secret: string | null;
}

/** The live enrolment of `token` and its member (not disabled), locked for this transaction; 404 otherwise. */
async function liveEnrolment(ctx: OfficeContext, tx: Queryable, token: string) {
  const [enrolment] = await tx.query<EnrolmentRow>(
    `select e.token_hash, e.staff_id, e.pending_totp_secret from staff_enrolments e join staff s on s.id = e.staff_id
     where e.token_hash = $1 and e.expires_at > $2 and s.disabled_at is null for update of e`,
    [sha256(token), ctx.now()],
  );
  const staff = enrolment && (await staffById(tx, enrolment.staff_id));
  if (!enrolment || !staff) throw new ApiError(404, 'not_found', m.enrolmentInvalid);
  return { enrolment, staff };
}

/** Opens an enrolment link: the authenticator secret it proposes (the same one until the enrolment completes). */
export async function startEnrolment(ctx: OfficeContext, token: string) {
  return ctx.db.transaction(async (tx) => {
    const { enrolment, staff } = await liveEnrolment(ctx, tx, token);
    const serverSecret = ctx.config.otp.secret;
    let secret = enrolment.pending_totp_secret && unseal(serverSecret, enrolment.pending_totp_secret);
    if (!secret) {
      secret = new Secret({ size: 20 }).base32;
      await tx.query('update staff_enrolments set pending_totp_secret = $2 where token_hash = $1', [
        enrolment.token_hash,
        seal(serverSecret, secret),
      ]);
    }
    return { email: staff.email, role: staff.role, secret, otpauthUri: totpOf(secret, staff.email).toString() };
  });
}

/**
 * Completes an enrolment: the code proves the authenticator holds the proposed secret; the password is
 * set, recovery codes are made (returned once, stored hashed) and the link is spent.
 */
export async function completeEnrolment(ctx: OfficeContext, token: string, password: string, code: string) {
  if (isCommonPassword(password)) throw validationFailed({ password: m.passwordTooCommon }, m.passwordTooCommon);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const { enrolment, staff } = await liveEnrolment(ctx, tx, token);
    const now = ctx.now();
    const proposed = enrolment.pending_totp_secret && unseal(ctx.config.otp.secret, enrolment.pending_totp_secret);
    const step = proposed ? totpStep(proposed, staff.email, code, now) : null;
    if (step === null) throw new ApiError(417, 'validation', m.totpCodeWrong, { errors: { code: m.totpCodeWrong } });
    const [after] = await tx.query<StaffRow>(
      `update staff set password_hash = $2, totp_secret = $3, totp_last_step = $4, enrolled_at = $5 where id = $1
       returning ${STAFF_COLUMNS}`,
      [staff.id, passwordHash, enrolment.pending_totp_secret, step, now],
    );
    await tx.query('delete from staff_enrolments where staff_id = $1', [staff.id]);
    await tx.query('delete from staff_recovery_codes where staff_id = $1', [staff.id]);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const recovery of recoveryCodes) {
      await tx.query('insert into staff_recovery_codes (staff_id, code_hash) values ($1, $2)', [
        staff.id,
        sha256(normalRecoveryCode(recovery)),
      ]);
    }
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.enrol',
      entity: 'staff',
      entityId: staff.id,
      before: audited(staff),
      after: audited(after!),
    });
    return { staff: after!, recoveryCodes };
  });
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const rows = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from staff order by created_at, email`);
  return rows.map(staffMemberOf);
}

/** The member an admin acts on: 404 when there is none, 403 when it is the admin themself. */
async function otherMember(tx: Queryable, actorId: string, staffId: string) {
  const row = await staffById(tx, staffId);
  if (!row) throw new ApiError(404, 'not_found', m.staffNotFound);
  if (row.id === actorId) throw new ApiError(403, 'forbidden', m.notYourself);
  return row;
}

/** An admin invites a member: the account and its enrolment link. */
export async function inviteStaff(ctx: OfficeContext, actorId: string, email: string, role: StaffRole) {
  return ctx.db.transaction(async (tx) => {
    const staff = await createStaff(ctx, tx, actorId, email, role);
    return { staff, enrolment: await issueEnrolment(ctx, tx, staff.id, actorId) };
  });
}

/** An admin resets a member's second factor: they enrol again through a new link; their sessions end. */
export async function resetSecondFactor(ctx: OfficeContext, actorId: string, staffId: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await otherMember(tx, actorId, staffId);
    const after = await resetEnrolment(tx, staffId);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.reset_second_factor',
      entity: 'staff',
      entityId: staffId,
      before: audited(before),
      after: audited(after),
    });
    return { staff: after, enrolment: await issueEnrolment(ctx, tx, staffId, actorId) };
  });
}

/** An admin disables a member: they cannot sign in or enrol, and their sessions end now. */
export async function disableStaff(ctx: OfficeContext, actorId: string, staffId: string) {
  return ctx.db.transaction(async (tx) => {
    // Admins disabling each other at once queue here: the office always keeps one active admin.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('staff-admins', 16))`);
    const before = await otherMember(tx, actorId, staffId);
    if (before.disabled_at) return before;
    if (before.role === 'admin' && before.enrolled_at) {
      const [others] = await tx.query<{ n: number }>(
        `select count(*)::int as n from staff
         where role = 'admin' and enrolled_at is not null and disabled_at is null and id <> $1`,
        [staffId],
      );
      if (others!.n === 0) throw new ApiError(409, 'already_registered', m.lastAdmin);
    }
    const [after] = await tx.query<StaffRow>(
      `update staff set disabled_at = $2 where id = $1 returning ${STAFF_COLUMNS}`,
      [staffId, ctx.now()],
    );
    await endAllStaffSessions(tx, staffId);
    // Their own link, and the invitations and resets they issued that nobody has completed.
    await tx.query('delete from staff_enrolments where staff_id = $1 or issued_by = $1', [staffId]);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.disable',
      entity: 'staff',
      entityId: staffId,
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
}
