import { officeMessages as m, SIGN_IN_ATTACK_FAILURES_PER_HOUR } from '@site/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db';
import { rateLimited } from '../../../http/errors';
import { deviceCookie, type DeviceClient, keptWhenKnown } from '../../../http/device-cookie';
import { recordAudit } from '../../../audit/record';
import { spendProof } from './proof-of-work';
import type { OfficeContext } from '../../../http/staff-session';

/**
 * Staff sign-in that strangers cannot block (docs/decisions/0016), in the shape of the retailers' known
 * devices (src/features/otp/known-device.ts; the cookie itself is src/http/device-cookie.ts). A browser where the member signed in carries an HttpOnly
 * cookie with a random id; the database keeps its hash beside the member. Failed passwords count per
 * account and client network, so a stranger's failures make only the stranger's network wait; a known
 * browser has a budget of its own; past the hour's share of failures on one account, each try from an
 * unknown browser costs a proof of work instead of a refusal.
 */
const cookie = deviceCookie('site_staff_device');
/** Browsers a member stays known in; the oldest are forgotten first. */
const DEVICES_PER_MEMBER = 20;
const HOUR_MS = 3_600_000;

/**
 * Who tries to sign in: the client (an IPv4 address or IPv6 /64), its network (IPv4 or /48), and its
 * device, once `asKnownToAccount` confirms it.
 */
export type SignInClient = DeviceClient;

export const signInClientOf = (request: FastifyRequest): SignInClient => cookie.clientOf(request);

/** The client as the account sees it: its device kept only when the account's member signed in with it lately. */
export async function asKnownToAccount(
  ctx: OfficeContext,
  client: SignInClient,
  account: string,
): Promise<SignInClient> {
  const since = new Date(ctx.now().getTime() - ctx.config.office.knownDeviceDays * 86_400_000);
  return keptWhenKnown(client, async (device) => {
    const [known] = await ctx.db.query(
      `select 1 from staff_known_devices d join staff s on s.id = d.staff_id
       where d.device_hash = $1 and s.email = $2 and d.last_sign_in_at > $3`,
      [device, account, since],
    );
    return known !== undefined;
  });
}

/** After a sign-in: the browser is known to the member from now on (a new id, or its own kept). */
export async function rememberDevice(
  ctx: OfficeContext,
  q: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: string,
): Promise<void> {
  const now = ctx.now();
  const days = ctx.config.office.knownDeviceDays;
  await cookie.remember(request, reply, days, async (device) => {
    await q.query(
      `insert into staff_known_devices (device_hash, staff_id, last_sign_in_at) values ($1, $2, $3)
       on conflict (device_hash, staff_id) do update set last_sign_in_at = excluded.last_sign_in_at`,
      [device, staffId, now],
    );
    await q.query(
      `delete from staff_known_devices where staff_id = $1 and (last_sign_in_at < $2 or device_hash in (
         select device_hash from staff_known_devices where staff_id = $1 order by last_sign_in_at desc offset $3))`,
      [staffId, new Date(now.getTime() - days * 86_400_000), DEVICES_PER_MEMBER],
    );
  });
}

type FailureKind = 'password' | 'code';

/**
 * Seconds until one more failure fits under `limit` among the failures `where` selects since `since`;
 * null when it fits now. The limit-th newest failure decides: once it ages out, there is room for one more.
 */
async function waitSeconds(
  ctx: OfficeContext,
  tx: Queryable,
  where: string,
  params: unknown[],
  limit: number,
  since: Date,
): Promise<number | null> {
  const [blocking] = await tx.query<{ at: Date }>(
    `select at from staff_sign_in_failures where ${where} and at > $${params.length + 1}
     order by at desc offset $${params.length + 2} limit 1`,
    [...params, since, limit - 1],
  );
  if (!blocking) return null;
  const waitMs = blocking.at.getTime() + ctx.config.office.signInWindowSeconds * 1000 - ctx.now().getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Counts this try as failed before it is checked (the caller removes the row when it succeeds), so
 * parallel guesses cannot all pass the count; refuses it first when its budget is spent (429 with the
 * wait), and asks an unknown browser for a proof of work when the account is under attack (428).
 *
 * - A password from a known browser: that browser's failures on the account (`perDevice`).
 * - A password from an unknown browser: the failures on the account from its client (`perClient`), from its
 *   network (`perNetwork`), from its client on every account (`perClientAllAccounts`); then, past the hour's
 *   share on the account, a proof of work.
 * - A second-factor code (the password was right): the account's wrong codes from that known browser, or
 *   from unknown browsers (`secondFactorFailures`).
 */
export async function claimTry(
  ctx: OfficeContext,
  account: string,
  client: SignInClient,
  kind: FailureKind,
  proof?: string,
): Promise<string> {
  const { signInFailures: limits, signInWindowSeconds, secondFactorFailures } = ctx.config.office;
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - signInWindowSeconds * 1000);
  const byDevice = client.device
    ? { where: 'account = $1 and kind = $2 and device_hash = $3', params: [account, kind, client.device] }
    : { where: 'account = $1 and kind = $2 and device_hash is null', params: [account, kind] };
  return ctx.db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`staff-client:${client.key}`]);
    await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`staff-account:${account}`]);
    await tx.query('delete from staff_sign_in_failures where at <= $1', [
      new Date(Math.min(windowStart.getTime(), now.getTime() - HOUR_MS)),
    ]);
    const refuseAfter = async (where: string, params: unknown[], limit: number, text: (wait: number) => string) => {
      const wait = await waitSeconds(ctx, tx, where, params, limit, windowStart);
      if (wait !== null) throw rateLimited(wait, text(wait));
    };
    if (kind === 'code') await refuseAfter(byDevice.where, byDevice.params, secondFactorFailures, m.codeThrottled);
    else if (client.device)
      await refuseAfter(byDevice.where, byDevice.params, limits.perDevice, m.signInThrottledOnDevice);
    else {
      const stranger = `${byDevice.where} and`;
      await refuseAfter(
        `${stranger} client_key = $3`,
        [account, kind, client.key],
        limits.perClient,
        m.signInThrottled,
      );
      await refuseAfter(
        `${stranger} client_network = $3`,
        [account, kind, client.network],
        limits.perNetwork,
        m.signInThrottled,
      );
      await refuseAfter(
        `client_key = $1 and kind = $2 and device_hash is null`,
        [client.key, kind],
        limits.perClientAllAccounts,
        m.signInThrottled,
      );
      const [hour] = await tx.query<{ n: number }>(
        `select count(*)::int as n from staff_sign_in_failures where ${byDevice.where} and at > $3`,
        [...byDevice.params, new Date(now.getTime() - HOUR_MS)],
      );
      if (hour!.n >= ctx.config.office.proofOfWorkAfterFailures) await spendProof(ctx, tx, proof);
    }
    const [claimed] = await tx.query<{ id: string }>(
      `insert into staff_sign_in_failures (account, kind, client_key, client_network, device_hash, at)
       values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
      [account, kind, client.key, client.network, client.device, now],
    );
    return claimed!.id;
  });
}

/** The try succeeded: it was no failure. */
export async function unclaimTry(q: Queryable, id: string): Promise<void> {
  await q.query('delete from staff_sign_in_failures where id = $1', [id]);
}

/**
 * After a wrong password: when the account has seen more than its hour's share, its member is told at
 * their next sign-in (`password_attack_at`, the first time since then) and the audit log shows it, at most
 * once an hour while the attack goes on.
 */
export async function noticeWrongPassword(ctx: OfficeContext, account: string): Promise<void> {
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [hour] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from staff_sign_in_failures where account = $1 and kind = 'password' and at > $2`,
    [account, hourAgo],
  );
  if (hour!.n <= SIGN_IN_ATTACK_FAILURES_PER_HOUR) return;
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: string; password_attack_at: Date }>(
      `update staff set password_attack_at = coalesce(password_attack_at, $2), password_attack_audited_at = $2
       where email = $1 and (password_attack_audited_at is null or password_attack_audited_at <= $3)
       returning id, password_attack_at`,
      [account, now, hourAgo],
    );
    if (!member) return;
    await recordAudit(tx, {
      staffId: null,
      action: 'staff.sign_in_attack',
      entity: 'staff',
      entityId: member.id,
      before: null,
      after: { failed_passwords_in_hour: hour!.n, since: member.password_attack_at.toISOString() },
    });
  });
}

/** After a right password with a wrong code: the member is told at their next sign-in. */
export async function noticeWrongCode(ctx: OfficeContext, staffId: string): Promise<void> {
  await ctx.db.query('update staff set wrong_code_at = coalesce(wrong_code_at, $2) where id = $1', [
    staffId,
    ctx.now(),
  ]);
}

/** Forgets an account's failures: an admin re-enrolled by the server's command starts afresh. */
export async function forgetFailures(q: Queryable, account: string): Promise<void> {
  await q.query('delete from staff_sign_in_failures where account = $1', [account]);
}
