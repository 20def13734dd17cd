import {
  officeMessages as m,
  roleAllows,
  STAFF_SESSION_COOKIE,
  type SignedInStaff,
  type StaffRole,
} from '@site/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Queryable } from '../db';
import { ApiError, unauthorized } from './errors';
import { requireNonSimpleRequest } from './same-site';
import { randomToken, sha256 } from '../lib/crypto';
import { idleExpiry } from '../lib/idle-expiry';

/** What the office's hooks and routes need: the database, the configuration, the clock. */
export interface OfficeContext {
  db: Database;
  config: Config;
  now: () => Date;
}

/** The cookie's path: every API call, and nothing of the site's pages. */
const COOKIE_PATH = '/api';
const SESSION_TOKEN_BYTES = 32;

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A state-changing office call must be one a cross-site page cannot make: not a simple request (400), and
 * from an allowed origin when the browser names one (403). The cookie is SameSite=Strict as well.
 */
export async function requireOfficeWrite(config: Config, request: FastifyRequest) {
  await requireNonSimpleRequest(request);
  const origin = request.headers.origin;
  if (origin !== undefined && !config.corsOrigins.includes(origin)) throw new ApiError(403, 'forbidden', m.otherOrigin);
}

interface SessionRow {
  staff_id: string;
  email: string;
  role: StaffRole;
  created_at: Date;
  last_used_at: Date;
}

const signedIn = new WeakMap<FastifyRequest, SignedInStaff>();

function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
}

/**
 * `preValidation` hook of every office method but signing in and enrolling: 401 without a live staff
 * session (a retailer's token is never one: only the cookie is read), 403 when the member's role is
 * below `role` (admin ⊇ sales). A write is checked against cross-site requests first.
 */
export const requireStaff =
  (ctx: OfficeContext, role: StaffRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!READ_METHODS.has(request.method)) await requireOfficeWrite(ctx.config, request);
    const token = sessionCookieOf(request);
    if (!token) throw unauthorized(m.signedOut);
    const tokenHash = sha256(token);
    const [session] = await ctx.db.query<SessionRow>(
      `select s.staff_id, st.email, st.role, s.created_at, s.last_used_at
       from staff_sessions s join staff st on st.id = s.staff_id
       where s.token_hash = $1 and st.disabled_at is null`,
      [tokenHash],
    );
    if (!session) {
      clearSessionCookie(reply);
      throw unauthorized(m.sessionEnded);
    }
    const now = ctx.now().getTime();
    const { idleSeconds, maxSeconds } = ctx.config.office.session;
    const idle = idleExpiry(idleSeconds);
    if (idle.expired(session.last_used_at, now) || now - session.created_at.getTime() > maxSeconds * 1000) {
      await ctx.db.query('delete from staff_sessions where token_hash = $1', [tokenHash]);
      clearSessionCookie(reply);
      throw unauthorized(m.sessionEnded);
    }
    if (!roleAllows(session.role, role)) throw new ApiError(403, 'forbidden', m.roleTooLow);
    if (idle.dueForRecord(session.last_used_at, now)) {
      await ctx.db.query('update staff_sessions set last_used_at = $2 where token_hash = $1', [
        tokenHash,
        new Date(now),
      ]);
    }
    signedIn.set(request, { id: session.staff_id, email: session.email, role: session.role });
  };

/** The staff member `requireStaff` found for this request. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  const staff = signedIn.get(request);
  if (!staff) throw new Error(`${request.routeOptions.url} has no requireStaff hook`);
  return staff;
}

/** A new session for `staffId`, its cookie set on `reply`. Only the token's SHA-256 is stored. */
export async function startStaffSession(ctx: OfficeContext, db: Queryable, reply: FastifyReply, staffId: string) {
  const token = randomToken(SESSION_TOKEN_BYTES);
  const now = ctx.now();
  // The member's ended sessions go now: rows stay bounded by the staff, with no purge to schedule.
  const { idleSeconds, maxSeconds } = ctx.config.office.session;
  await db.query('delete from staff_sessions where staff_id = $1 and (last_used_at < $2 or created_at < $3)', [
    staffId,
    new Date(now.getTime() - idleSeconds * 1000 - idleExpiry(idleSeconds).recordEveryMs),
    new Date(now.getTime() - maxSeconds * 1000),
  ]);
  await db.query(
    'insert into staff_sessions (token_hash, staff_id, created_at, last_used_at) values ($1, $2, $3, $3)',
    [sha256(token), staffId, now],
  );
  void reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: ctx.config.office.session.maxSeconds,
  });
}

/** Ends the request's own session (sign-out) and clears its cookie. */
export async function endStaffSession(db: Queryable, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionCookieOf(request);
  if (token) await db.query('delete from staff_sessions where token_hash = $1', [sha256(token)]);
  clearSessionCookie(reply);
}

/** Ends every session of a staff member (disabled, or their second factor reset). */
export async function endAllStaffSessions(db: Queryable, staffId: string) {
  await db.query('delete from staff_sessions where staff_id = $1', [staffId]);
}

function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(STAFF_SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}
