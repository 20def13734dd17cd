import { randomBytes, randomUUID } from 'node:crypto';
import {
  METHOD_PREFIX,
  officeMethodPaths,
  type OfficeMethodName,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '@site/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Secret, TOTP } from 'otpauth';
import { beforeAll } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { OUR_PAGES, type TestServer } from './harness';

/** A staff member signed in, for calling office methods. */
export interface StaffLogin {
  id: string;
  email: string;
  role: StaffRole;
  /** `site_staff=<token>`, for a `cookie` header. */
  cookie: string;
}

export const newStaffEmail = (prefix = 'staff') => `${prefix}-${randomBytes(4).toString('hex')}@suvasa.example`;

/**
 * An enrolled member with a live session, written straight to the database: for tests of what staff do,
 * not of how they sign in (the sign-in suite goes through the methods).
 */
export async function staffSession(
  server: TestServer,
  role: StaffRole,
  email = newStaffEmail(role),
): Promise<StaffLogin> {
  const id = randomUUID();
  const now = new Date();
  await server.app.db.query(
    'insert into staff (id, email, role, enrolled_at, created_at) values ($1, $2, $3, $4, $4)',
    [id, email, role, now],
  );
  const token = randomBytes(32).toString('base64url');
  await server.app.db.query(
    'insert into staff_sessions (token_hash, staff_id, created_at, last_used_at) values ($1, $2, $3, $3)',
    [sha256(token), id, now],
  );
  return { id, email, role, cookie: `${STAFF_SESSION_COOKIE}=${token}` };
}

/**
 * A member of `role` signed in for the enclosing `describe`, made in its `beforeAll` (after the suite's
 * server starts). The object is there at once, so helpers can be bound to it; its fields are filled from
 * the first hook on.
 */
export function suiteStaff(server: TestServer, role: StaffRole): StaffLogin {
  const staff = {} as StaffLogin;
  beforeAll(async () => void Object.assign(staff, await staffSession(server, role)));
  return staff;
}

export interface OfficeReply {
  status: number;
  /** Parsed JSON; the text of any other reply (a CSV export). */
  body: any;
  /** The `site_staff` Set-Cookie of the reply, whole; null when none. */
  setCookie: string | null;
  /** `site_staff_device=<id>` (the browser known to the member) when the reply set it; null when not. */
  deviceCookie: string | null;
}

/**
 * An office method as the office pages call it (through `app.inject`): GET with `query`, or POST with a
 * JSON `body` and X-Requested-With; `cookie` is the staff session, `headers` add or replace.
 */
export async function officeCall(
  server: TestServer,
  name: OfficeMethodName,
  call: {
    cookie?: string | null;
    query?: Record<string, string>;
    body?: unknown;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    /** The client's address (default 127.0.0.1). */
    from?: string;
  } = {},
): Promise<OfficeReply> {
  const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const reply = await server.app.inject({
    method,
    ...(call.from ? { remoteAddress: call.from } : {}),
    url: `${METHOD_PREFIX}/${officeMethodPaths[name]}${search}`,
    headers: {
      ...OUR_PAGES,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...call.headers,
    },
    ...(method === 'POST' ? { payload: JSON.stringify(call.body ?? {}) } : {}),
  });
  const cookies = reply.headers['set-cookie'];
  const all = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  const setCookie = all.find((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`));
  const device = all.find((cookie) => cookie.startsWith('site_staff_device='));
  const json = String(reply.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: reply.statusCode,
    body: json ? reply.json() : reply.body,
    setCookie: setCookie ?? null,
    deviceCookie: cookieOf(device ?? null),
  };
}

/** `name=value` of a Set-Cookie header. */
export const cookieOf = (setCookie: string | null) => (setCookie ? setCookie.split(';')[0]! : null);

/** The authenticator app: the code of `secret` (base32) at `at`. */
export function authenticatorCode(secret: string, at = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/** Follows an enrolment link as the enrolment page does: reads the secret, sets `password`, proves the code. */
export async function enrol(server: TestServer, link: string, password: string, at = new Date()) {
  const token = link.slice(link.lastIndexOf('/') + 1);
  const started = await officeCall(server, 'startEnrolment', { body: { token } });
  if (started.status !== 200) throw new Error(`start_enrolment failed: ${JSON.stringify(started.body)}`);
  const secret: string = started.body.message.secret;
  const completed = await officeCall(server, 'completeEnrolment', {
    body: { token, password, code: authenticatorCode(secret, at) },
  });
  if (completed.status !== 200) throw new Error(`complete_enrolment failed: ${JSON.stringify(completed.body)}`);
  return {
    secret,
    recoveryCodes: completed.body.message.recovery_codes as string[],
    cookie: cookieOf(completed.setCookie)!,
    /** The enrolling browser is known to the member from now on. */
    deviceCookie: completed.deviceCookie!,
    staff: completed.body.message.staff as { id: string; email: string; role: StaffRole },
  };
}

/**
 * What the office page does when a sign-in answers 428: fetches a challenge and solves it (altcha-lib's
 * solver, SHA-256 in Node), giving the `proof` to send and the seconds the solving took.
 */
export async function solvedProof(server: TestServer, from?: string): Promise<{ proof: string; seconds: number }> {
  const reply = await officeCall(server, 'signInChallenge', { ...(from ? { from } : {}) });
  if (reply.status !== 200) throw new Error(`sign_in_challenge failed: ${JSON.stringify(reply.body)}`);
  const challenge = reply.body.message.challenge;
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  const seconds = (performance.now() - started) / 1000;
  return { proof: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), seconds };
}
