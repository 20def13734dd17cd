import { officeMessages as m, type SignInAlert, TOTP_DIGITS } from '@site/contract';
import { verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db';
import { unauthorized } from '../../../http/errors';
import { endStaffSession, type OfficeContext, startStaffSession } from '../../../http/staff-session';
import { sha256 } from '../../../lib/crypto';
import { recordAudit } from '../../../audit/record';
import { unseal } from './sealed';
import {
  asKnownToAccount,
  claimTry,
  noticeWrongCode,
  noticeWrongPassword,
  rememberDevice,
  type SignInClient,
  unclaimTry,
} from './sign-in-guard';
import { normalEmail, normalRecoveryCode, staffByEmail, standInHash, totpStep } from './staff';

/**
 * Signs a member in with their password and a second factor: the authenticator's code (each 30-second
 * code once) or an unused recovery code (then spent). A wrong e-mail or password answers the same 401
 * as a wrong code; the limits around each (src/features/office/staff/sign-in-guard.ts) answer 429 or 428.
 */
export async function signIn(
  ctx: OfficeContext,
  form: { email: string; password: string; code: string; proof?: string | undefined },
  asked: SignInClient,
) {
  const account = normalEmail(form.email);
  const client = await asKnownToAccount(ctx, asked, account);
  const passwordTry = await claimTry(ctx, account, client, 'password', form.proof);
  const staff = await staffByEmail(ctx.db, account);
  const usable = staff && staff.enrolled_at && !staff.disabled_at && staff.password_hash && staff.totp_secret;
  const passwordOk = await verify(usable ? staff.password_hash! : await standInHash(), form.password);
  if (!usable || !passwordOk) {
    await noticeWrongPassword(ctx, account);
    throw unauthorized(m.signInFailed);
  }
  await unclaimTry(ctx.db, passwordTry);
  // Only someone who knows the password gets this far: the wrong codes' budget is theirs to spend.
  const codeTry = await claimTry(ctx, account, client, 'code');
  const now = ctx.now();
  const code = form.code.trim();
  const factor = await ctx.db.transaction(async (tx) => {
    if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) {
      const step = totpStep(unseal(ctx.config.otp.secret, staff.totp_secret!), staff.email, code, now);
      // Taken only when newer than the last code used: a code seen over a shoulder is worth nothing after.
      const taken =
        step !== null &&
        (
          await tx.query(
            'update staff set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id',
            [staff.id, step],
          )
        ).length === 1;
      return taken ? 'authenticator' : null;
    }
    const spent = await tx.query(
      'update staff_recovery_codes set used_at = $3 where staff_id = $1 and code_hash = $2 and used_at is null returning staff_id',
      [staff.id, sha256(normalRecoveryCode(code)), now],
    );
    return spent.length === 1 ? 'recovery_code' : null;
  });
  if (!factor) {
    await noticeWrongCode(ctx, staff.id);
    throw unauthorized(m.signInFailed);
  }
  await unclaimTry(ctx.db, codeTry);
  const [left] = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from staff_recovery_codes where staff_id = $1 and used_at is null',
    [staff.id],
  );
  return { staff, factor, recoveryCodesLeft: left!.n, now };
}

/** What the member is told at this sign-in (then cleared): an attack on their password, a wrong code after it. */
export async function takeSignInAlerts(tx: Queryable, staffId: string): Promise<SignInAlert[]> {
  const [before] = await tx.query<{ password_attack_at: Date | null; wrong_code_at: Date | null }>(
    'select password_attack_at, wrong_code_at from staff where id = $1 for update',
    [staffId],
  );
  await tx.query('update staff set password_attack_at = null, wrong_code_at = null where id = $1', [staffId]);
  const alerts: SignInAlert[] = [];
  if (before?.password_attack_at) alerts.push({ kind: 'password_attack', at: before.password_attack_at.toISOString() });
  if (before?.wrong_code_at) alerts.push({ kind: 'wrong_code', at: before.wrong_code_at.toISOString() });
  return alerts;
}

/**
 * After a sign-in: in one transaction, the member's last sign-in and its audit entry, a new session and
 * the browser known to them; answers what they are told at this sign-in.
 */
export async function openSignedInSession(
  ctx: OfficeContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: Awaited<ReturnType<typeof signIn>>,
): Promise<SignInAlert[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('update staff set last_sign_in_at = $2 where id = $1', [signedIn.staff.id, signedIn.now]);
    await recordAudit(tx, {
      staffId: signedIn.staff.id,
      action: 'staff.sign_in',
      entity: 'staff',
      entityId: signedIn.staff.id,
      before: null,
      after: { factor: signedIn.factor, recovery_codes_left: signedIn.recoveryCodesLeft },
    });
    await startStaffSession(ctx, tx, reply, signedIn.staff.id);
    await rememberDevice(ctx, tx, request, reply, signedIn.staff.id);
    return takeSignInAlerts(tx, signedIn.staff.id);
  });
}

/** Ends the request's own session, with its audit entry. */
export async function signOut(ctx: OfficeContext, request: FastifyRequest, reply: FastifyReply, staffId: string) {
  await ctx.db.transaction(async (tx) => {
    await endStaffSession(tx, request, reply);
    await recordAudit(tx, {
      staffId,
      action: 'staff.sign_out',
      entity: 'staff',
      entityId: staffId,
      before: null,
      after: null,
    });
  });
}
