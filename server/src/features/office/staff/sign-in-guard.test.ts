import { officeMessages as m } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { suiteServer, testDatabases, type TestServer } from '../../../../test/harness';
import { authenticatorCode, enrol, newStaffEmail, officeCall, solvedProof } from '../../../../test/staff';
import { addAdmin } from './staff';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const PASSWORD = 'correct horse battery staple';
const WRONG = 'not the password at all';

/** A fresh authenticator code each call: each 30-second code signs in once, so the clock is moved on. */
function codes(server: { clock: { now: number } }) {
  return (secret: string) => {
    server.clock.now += 30_000;
    return authenticatorCode(secret, new Date(server.clock.now));
  };
}

interface Try {
  email: string;
  password?: string;
  code?: string;
  from: string;
  device?: string | null;
  proof?: string;
}

const signIn = (server: TestServer, attempt: Try) =>
  officeCall(server, 'signIn', {
    body: {
      email: attempt.email,
      password: attempt.password ?? WRONG,
      code: attempt.code ?? '000000',
      ...(attempt.proof ? { proof: attempt.proof } : {}),
    },
    from: attempt.from,
    cookie: attempt.device ?? null,
  });

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`staff sign-in that strangers cannot block (${database.label})`, () => {
    const clock = { now: Date.now() };
    const server = Object.assign(
      suiteServer(
        database,
        {
          STAFF_SIGN_IN_FAILURES_PER_CLIENT: '3',
          STAFF_SIGN_IN_FAILURES_PER_NETWORK: '5',
          STAFF_SIGN_IN_FAILURES_PER_CLIENT_ALL_ACCOUNTS: '6',
          STAFF_SIGN_IN_FAILURES_PER_DEVICE: '3',
          STAFF_SECOND_FACTOR_FAILURES: '3',
          STAFF_SIGN_IN_PROOF_OF_WORK_AFTER: '100',
        },
        { now: () => new Date(clock.now) },
      ),
      { clock },
    );
    const next = codes(server);
    const ctx = () => ({ db: server.app.db, config: server.config, now: () => new Date(clock.now) });

    async function member() {
      const email = newStaffEmail('admin');
      const { link } = await addAdmin(ctx(), email);
      const enrolled = await enrol(server, link, PASSWORD, new Date(clock.now));
      return { email, ...enrolled };
    }

    it("makes only the stranger's client wait, with the time; the member signs in from another", async () => {
      const admin = await member();
      for (let index = 0; index < 3; index++)
        expect((await signIn(server, { email: admin.email, from: '10.1.0.1' })).status).toBe(401);
      const refused = await signIn(server, {
        email: ` ${admin.email.toUpperCase()} `,
        password: PASSWORD,
        code: next(admin.secret),
        from: '10.1.0.1',
      });
      expect(refused.status).toBe(429);
      const wait = refused.body.message.retry_after_seconds;
      expect(wait).toBeGreaterThan(800);
      expect(refused.body.message.text).toBe(m.signInThrottled(wait));
      expect(refused.body.message.text).toMatch(/Try again in 15 minutes, or from another network\.$/);
      const elsewhere = await signIn(server, {
        email: admin.email,
        password: PASSWORD,
        code: next(admin.secret),
        from: '10.1.0.2',
      });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.deviceCookie).toMatch(/^site_staff_device=[A-Za-z0-9_-]{32}$/);
    });

    it('counts an IPv6 client by its /64, and a wider budget by its /48', async () => {
      const admin = await member();
      for (const from of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1::3'])
        expect((await signIn(server, { email: admin.email, from })).status).toBe(401);
      const sameSlash64 = { email: admin.email, password: PASSWORD, from: '2001:db8:1:1:ffff::9' };
      expect((await signIn(server, { ...sameSlash64, code: next(admin.secret) })).status).toBe(429);
      // Two more from other /64s of the /48 spend its budget of 5: the whole /48 waits.
      for (const from of ['2001:db8:1:2::1', '2001:db8:1:3::1'])
        expect((await signIn(server, { email: admin.email, from })).status).toBe(401);
      const otherSlash64 = { email: admin.email, password: PASSWORD, from: '2001:db8:1:4::1' };
      expect((await signIn(server, { ...otherSlash64, code: next(admin.secret) })).status).toBe(429);
      const otherSlash48 = { email: admin.email, password: PASSWORD, from: '2001:db8:2::1' };
      expect((await signIn(server, { ...otherSlash48, code: next(admin.secret) })).status).toBe(200);
    });

    it("lets a known browser in from the stranger's own network, on a budget of its own", async () => {
      const admin = await member();
      const from = '10.4.0.1';
      for (let index = 0; index < 3; index++)
        expect((await signIn(server, { email: admin.email, from })).status).toBe(401);
      const known = { email: admin.email, password: PASSWORD, from, device: admin.deviceCookie };
      expect((await signIn(server, { ...known, code: next(admin.secret) })).status).toBe(200);
      // The browser's own budget: three wrong passwords from it, then it waits too (and says so).
      for (let index = 0; index < 3; index++)
        expect((await signIn(server, { email: admin.email, from, device: admin.deviceCookie })).status).toBe(401);
      const own = await signIn(server, { ...known, code: next(admin.secret) });
      expect(own.status).toBe(429);
      expect(own.body.message.text).toBe(m.signInThrottledOnDevice(own.body.message.retry_after_seconds));
      // A device id the member never signed in with is a stranger.
      const forged = { ...known, device: 'site_staff_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
      expect((await signIn(server, { ...forged, code: next(admin.secret) })).status).toBe(429);
    });

    it('makes a client wait after failures on any accounts', async () => {
      const admin = await member();
      const from = '10.2.0.1';
      for (let index = 0; index < 6; index++)
        expect((await signIn(server, { email: newStaffEmail('guess'), from })).status).toBe(401);
      const right = { email: admin.email, password: PASSWORD };
      expect((await signIn(server, { ...right, code: next(admin.secret), from })).status).toBe(429);
      expect((await signIn(server, { ...right, code: next(admin.secret), from: '10.2.0.2' })).status).toBe(200);
    });

    it('counts parallel guesses: no more get through than the limit', async () => {
      const admin = await member();
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => signIn(server, { email: admin.email, from: '10.3.0.1' })),
      );
      expect(replies.filter((reply) => reply.status === 401)).toHaveLength(3);
      expect(replies.filter((reply) => reply.status === 429)).toHaveLength(9);
    });

    it('limits wrong codes after a right password per account, and tells the member', async () => {
      const admin = await member();
      const withPassword = { email: admin.email, password: PASSWORD, code: '000000' };
      for (const from of ['10.6.0.1', '10.6.0.2', '10.6.0.3'])
        expect((await signIn(server, { ...withPassword, from })).status).toBe(401);
      const refused = await signIn(server, { ...withPassword, code: next(admin.secret), from: '10.6.0.4' });
      expect(refused.status).toBe(429);
      expect(refused.body.message.text).toBe(m.codeThrottled(refused.body.message.retry_after_seconds));
      // A wrong password still answers the same 401: the code's limit tells nothing to who lacks the password.
      expect((await signIn(server, { email: admin.email, from: '10.6.0.5' })).status).toBe(401);
      // The member's known browser has its own budget, and hears what happened.
      const known = await signIn(server, {
        ...withPassword,
        code: next(admin.secret),
        from: '10.6.0.6',
        device: admin.deviceCookie,
      });
      expect(known.status).toBe(200);
      expect(known.body.message.alerts).toEqual([{ kind: 'wrong_code', at: expect.any(String) }]);
      const again = await signIn(server, {
        ...withPassword,
        code: next(admin.secret),
        from: '10.6.0.6',
        device: admin.deviceCookie,
      });
      expect(again.body.message.alerts).toEqual([]);
    });

    it('clears the failures when the command enrols the admin again', async () => {
      const admin = await member();
      const from = '10.5.0.1';
      for (let index = 0; index < 3; index++)
        expect((await signIn(server, { email: admin.email, from })).status).toBe(401);
      const { link } = await addAdmin(ctx(), admin.email);
      const again = await enrol(server, link, PASSWORD, new Date(clock.now));
      const reply = await signIn(server, { email: admin.email, password: PASSWORD, code: next(again.secret), from });
      expect(reply.status).toBe(200);
    });
  });

  describe.skipIf(database.skip)(`staff sign-in under attack: proof of work and the alert (${database.label})`, () => {
    const clock = { now: Date.now() };
    const server = Object.assign(
      suiteServer(
        database,
        { STAFF_SIGN_IN_PROOF_OF_WORK_MAX_COUNTER: '2000', STAFF_SIGN_IN_PROOF_OF_WORK_AFTER: '10' },
        { now: () => new Date(clock.now) },
      ),
      { clock },
    );
    const next = codes(server);

    it('past 10 failures an hour, an unknown browser pays a proof of work; the member is told, the log shows it', async () => {
      const email = newStaffEmail('admin');
      const { link } = await addAdmin(
        { db: server.app.db, config: server.config, now: () => new Date(clock.now) },
        email,
      );
      const admin = await enrol(server, link, PASSWORD, new Date(clock.now));
      for (let index = 0; index < 10; index++)
        expect((await signIn(server, { email, from: `10.7.${index}.1` })).status).toBe(401);
      const asked = await signIn(server, { email, from: '10.7.100.1' });
      expect(asked.status).toBe(428);
      expect(asked.body.message).toMatchObject({ reason: 'proof_required', text: m.proofRequired });
      // A solved challenge buys one try (wrong here), and only one.
      const { proof } = await solvedProof(server, '10.7.100.1');
      expect((await signIn(server, { email, from: '10.7.100.1', proof })).status).toBe(401);
      const reused = await signIn(server, { email, from: '10.7.100.2', proof });
      expect(reused.status).toBe(428);
      expect(reused.body.message.text).toBe(m.proofInvalid);
      const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' } })).toString('base64');
      expect((await signIn(server, { email, from: '10.7.100.3', proof: forged })).status).toBe(428);
      expect((await signIn(server, { email, from: '10.7.100.3', proof: 'not base64 json' })).status).toBe(428);

      // 11 failures in the hour: the audit log shows the attack, once.
      const entries = await server.app.db.query<{ after: { failed_passwords_in_hour: number } }>(
        "select after from audit_log where action = 'staff.sign_in_attack' and entity_id = $1",
        [admin.staff.id],
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]!.after.failed_passwords_in_hour).toBe(11);

      // The member on a new browser solves one too and gets in; the known browser needs none.
      const fresh = await solvedProof(server, '10.8.0.1');
      const owner = { email, password: PASSWORD, from: '10.8.0.1' };
      const signedIn = await signIn(server, { ...owner, code: next(admin.secret), proof: fresh.proof });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.message.alerts).toEqual([{ kind: 'password_attack', at: expect.any(String) }]);
      const known = await signIn(server, { ...owner, code: next(admin.secret), device: admin.deviceCookie });
      expect(known.status).toBe(200);
      expect(known.body.message.alerts).toEqual([]);

      // An hour on, the account is no longer under attack.
      clock.now += 3_600_000;
      expect((await signIn(server, { ...owner, from: '10.8.0.2', code: next(admin.secret) })).status).toBe(200);
    });
  });
}
