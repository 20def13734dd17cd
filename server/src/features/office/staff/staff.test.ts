import { officeMessages, RECOVERY_CODE_COUNT } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, suiteServer, testDatabases, type TestServer } from '../../../../test/harness';
import { type SmtpStandIn, startSmtpStandIn } from '../../../../test/mail/smtp-stand-in';
import { authenticatorCode, cookieOf, enrol, newStaffEmail, officeCall } from '../../../../test/staff';
import { addAdmin, disableStaff } from './staff';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const PASSWORD = 'correct horse battery staple';
/** The authenticator's next code: the one of now was spent by the enrolment (each code signs in once). */
const nextCode = (secret: string) => authenticatorCode(secret, new Date(Date.now() + 30_000));

const contextOf = (server: TestServer) => ({ db: server.app.db, config: server.config, now: () => new Date() });

/** A new admin made by the command's function, enrolled through the methods. */
async function enrolledAdmin(server: TestServer, email = newStaffEmail('admin')) {
  const { link } = await addAdmin(contextOf(server), email);
  return { email, ...(await enrol(server, link, PASSWORD)) };
}

/** A member's session has ended and their authenticator signs them in no more. */
async function expectShutOut(server: TestServer, member: Awaited<ReturnType<typeof enrolledAdmin>>) {
  expect((await officeCall(server, 'me', { cookie: member.cookie })).status).toBe(401);
  expect((await signIn(server, member.email, nextCode(member.secret))).status).toBe(401);
}

const signIn = (server: TestServer, email: string, code: string, password = PASSWORD, from?: string) =>
  officeCall(server, 'signIn', { body: { email, password, code }, ...(from ? { from } : {}) });

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`staff sign-in and enrolment (${database.label})`, () => {
    const server = suiteServer(database, {
      SITE_URL: 'https://www.suvasa.example',
    });

    it('enrols the first admin from the link: password (Argon2id), authenticator, recovery codes once', async () => {
      const email = newStaffEmail('admin');
      const { link } = await addAdmin(contextOf(server), email);
      expect(link).toMatch(/^https:\/\/www\.suvasa\.example\/office\/enrol\/[A-Za-z0-9_-]{43}$/);
      const token = link.slice(link.lastIndexOf('/') + 1);
      const started = await officeCall(server, 'startEnrolment', { body: { token } });
      expect(started.status).toBe(200);
      expect(started.body.message).toMatchObject({ email, role: 'admin' });
      expect(started.body.message.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
      // Opening the link again proposes the same secret: a reload does not break the scanned code.
      const again = await officeCall(server, 'startEnrolment', { body: { token } });
      expect(again.body.message.secret).toBe(started.body.message.secret);

      const short = await officeCall(server, 'completeEnrolment', {
        body: { token, password: 'short', code: authenticatorCode(started.body.message.secret) },
      });
      expect(short.status).toBe(417);
      expect(short.body.message.errors).toEqual({ password: officeMessages.passwordTooShort });
      // Long enough, but on the packaged list of common passwords, whatever its case.
      const common = await officeCall(server, 'completeEnrolment', {
        body: { token, password: 'QWERTY123456', code: authenticatorCode(started.body.message.secret) },
      });
      expect(common.status).toBe(417);
      expect(common.body.message.errors).toEqual({ password: officeMessages.passwordTooCommon });
      const wrongCode = await officeCall(server, 'completeEnrolment', {
        body: { token, password: PASSWORD, code: '000000' },
      });
      expect(wrongCode.status).toBe(417);

      const done = await officeCall(server, 'completeEnrolment', {
        body: { token, password: PASSWORD, code: authenticatorCode(started.body.message.secret) },
      });
      expect(done.status).toBe(200);
      expect(done.body.message.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(done.body.message.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
      expect(done.setCookie).toMatch(/^site_staff=[A-Za-z0-9_-]{43};/);
      for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api'])
        expect(done.setCookie).toContain(attribute);
      const me = await officeCall(server, 'me', { cookie: cookieOf(done.setCookie) });
      expect(me.body.message.staff).toMatchObject({ email, role: 'admin' });

      const [stored] = await server.app.db.query<{ password_hash: string; totp_secret: string }>(
        'select password_hash, totp_secret from staff where email = $1',
        [email],
      );
      expect(stored!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // The authenticator secret is kept sealed: the database alone does not give the second factor.
      expect(stored!.totp_secret).toMatch(/^v1\./);
      expect(stored!.totp_secret).not.toContain(started.body.message.secret);
      const codes = await server.app.db.query<{ code_hash: string }>(
        'select code_hash from staff_recovery_codes r join staff s on s.id = r.staff_id where s.email = $1',
        [email],
      );
      expect(codes.map((row) => row.code_hash)).not.toContain(done.body.message.recovery_codes[0]);
      // The link works once.
      expect((await officeCall(server, 'startEnrolment', { body: { token } })).status).toBe(404);
    });

    it('signs in with password and authenticator code, each code once', async () => {
      const admin = await enrolledAdmin(server);
      // The enrolment's session, left idle past its lifetime: the next sign-in removes it.
      await server.app.db.query(
        "update staff_sessions set last_used_at = now() - interval '1 day' where staff_id = $1",
        [admin.staff.id],
      );
      const code = nextCode(admin.secret);
      const reply = await signIn(server, admin.email.toUpperCase(), code);
      expect(reply.status).toBe(200);
      const sessions = await server.app.db.query('select 1 from staff_sessions where staff_id = $1', [admin.staff.id]);
      expect(sessions).toHaveLength(1);
      expect(reply.body.message.staff).toMatchObject({ email: admin.email, role: 'admin' });
      expect(reply.setCookie).toContain('HttpOnly');
      expect((await officeCall(server, 'me', { cookie: cookieOf(reply.setCookie) })).status).toBe(200);
      const replayed = await signIn(server, admin.email, code);
      expect(replayed.status).toBe(401);
    });

    it('answers every failure alike: unknown e-mail, wrong password, wrong code', async () => {
      const admin = await enrolledAdmin(server);
      const replies = [
        await signIn(server, newStaffEmail('nobody'), '123456', PASSWORD, '10.0.0.1'),
        await signIn(server, admin.email, nextCode(admin.secret), 'wrong password!', '10.0.0.1'),
        await signIn(server, admin.email, '000000', PASSWORD, '10.0.0.1'),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(401);
        expect(reply.body.message.text).toBe(officeMessages.signInFailed);
        expect(reply.setCookie).toBeNull();
      }
    });

    it('takes each recovery code once in place of the authenticator', async () => {
      const admin = await enrolledAdmin(server);
      const [recovery] = admin.recoveryCodes;
      expect((await signIn(server, admin.email, recovery!.toUpperCase(), PASSWORD, '10.0.0.2')).status).toBe(200);
      expect((await signIn(server, admin.email, recovery!, PASSWORD, '10.0.0.2')).status).toBe(401);
      expect((await signIn(server, admin.email, admin.recoveryCodes[1]!, PASSWORD, '10.0.0.2')).status).toBe(200);
    });

    it('refuses an expired enrolment link', async () => {
      const { link } = await addAdmin(contextOf(server), newStaffEmail('late'));
      await server.app.db.query("update staff_enrolments set expires_at = now() - interval '1 second'");
      const token = link.slice(link.lastIndexOf('/') + 1);
      const reply = await officeCall(server, 'startEnrolment', { body: { token } });
      expect(reply.status).toBe(404);
      expect(reply.body.message.text).toBe(officeMessages.enrolmentInvalid);
    });
  });

  describe.skipIf(database.skip)(`staff administration and the audit log (${database.label})`, () => {
    const server = suiteServer(database);

    it('lets an admin invite a sales member, who enrols and signs in as sales', async () => {
      const admin = await enrolledAdmin(server);
      const email = newStaffEmail('sales');
      const invited = await officeCall(server, 'inviteStaff', { cookie: admin.cookie, body: { email, role: 'sales' } });
      expect(invited.status).toBe(200);
      expect(invited.body.message).toMatchObject({ staff: { email, role: 'sales', status: 'invited' }, mailed: false });
      const again = await officeCall(server, 'inviteStaff', { cookie: admin.cookie, body: { email, role: 'admin' } });
      expect(again.status).toBe(409);
      const sales = await enrol(server, invited.body.message.enrolment_link, PASSWORD);
      expect(sales.staff.role).toBe('sales');
      const list = await officeCall(server, 'listStaff', { cookie: admin.cookie });
      expect(list.body.message.staff).toContainEqual(
        expect.objectContaining({ email, role: 'sales', status: 'active' }),
      );
      expect((await officeCall(server, 'listStaff', { cookie: sales.cookie })).status).toBe(403);
    });

    it("resets a member's second factor: sessions end, the old authenticator stops, a new link enrols", async () => {
      const [admin, member] = [await enrolledAdmin(server), await enrolledAdmin(server)];
      const body = { staff_id: member.staff.id };
      const reset = await officeCall(server, 'resetSecondFactor', { cookie: admin.cookie, body });
      expect(reset.status).toBe(200);
      expect(reset.body.message.staff.status).toBe('invited');
      await expectShutOut(server, member);
      expect((await signIn(server, member.email, member.recoveryCodes[0]!)).status).toBe(401);
      const renewed = await enrol(server, reset.body.message.enrolment_link, `${PASSWORD} anew`);
      expect(renewed.secret).not.toBe(member.secret);
      expect((await signIn(server, member.email, nextCode(renewed.secret), `${PASSWORD} anew`)).status).toBe(200);
    });

    it('disables a member: their sessions end and they cannot sign in; never oneself', async () => {
      const [admin, member] = [await enrolledAdmin(server), await enrolledAdmin(server)];
      const disabled = await officeCall(server, 'disableStaff', {
        cookie: admin.cookie,
        body: { staff_id: member.staff.id },
      });
      expect(disabled.status).toBe(200);
      expect(disabled.body.message.staff.status).toBe('disabled');
      await expectShutOut(server, member);
      const self = await officeCall(server, 'disableStaff', {
        cookie: admin.cookie,
        body: { staff_id: admin.staff.id },
      });
      expect(self.status).toBe(403);
      const unknown = await officeCall(server, 'disableStaff', { cookie: admin.cookie, body: { staff_id: 'nobody' } });
      expect(unknown.status).toBe(404);
    });

    it('keeps one active admin when two disable each other at once', async () => {
      const [first, second] = [await enrolledAdmin(server), await enrolledAdmin(server)];
      // Only these two are active admins now.
      await server.app.db.query(
        "update staff set disabled_at = now() where role = 'admin' and disabled_at is null and id not in ($1, $2)",
        [first.staff.id, second.staff.id],
      );
      const replies = await Promise.all([
        officeCall(server, 'disableStaff', { cookie: first.cookie, body: { staff_id: second.staff.id } }),
        officeCall(server, 'disableStaff', { cookie: second.cookie, body: { staff_id: first.staff.id } }),
      ]);
      const statuses = replies.map((reply) => reply.status).sort();
      // The second to run is refused: the last admin's own session ended (401), or the count said no (409).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const [active] = await server.app.db.query<{ n: number }>(
        "select count(*)::int as n from staff where role = 'admin' and enrolled_at is not null and disabled_at is null",
      );
      expect(active!.n).toBe(1);
      // What the loser met when it got the lock first (its session checked just before): the count said no.
      const survivor = replies[0]!.status === 200 ? first : second;
      const loser = survivor === first ? second : first;
      await expect(disableStaff(contextOf(server), loser.staff.id, survivor.staff.id)).rejects.toMatchObject({
        statusCode: 409,
        text: officeMessages.lastAdmin,
      });
    });

    it("ends a disabled admin's pending invitations with them", async () => {
      const [admin, inviter] = [await enrolledAdmin(server), await enrolledAdmin(server)];
      const invited = await officeCall(server, 'inviteStaff', {
        cookie: inviter.cookie,
        body: { email: newStaffEmail('pending'), role: 'admin' },
      });
      expect(invited.status).toBe(200);
      const link: string = invited.body.message.enrolment_link;
      const token = link.slice(link.lastIndexOf('/') + 1);
      expect(
        (await officeCall(server, 'disableStaff', { cookie: admin.cookie, body: { staff_id: inviter.staff.id } }))
          .status,
      ).toBe(200);
      const started = await officeCall(server, 'startEnrolment', { body: { token } });
      expect(started.status).toBe(404);
      expect(started.body.message.text).toBe(officeMessages.enrolmentInvalid);
    });

    it('records every staff action, readable by admins newest first in keyset pages', async () => {
      const admin = await enrolledAdmin(server);
      const email = newStaffEmail('audited');
      const invited = await officeCall(server, 'inviteStaff', { cookie: admin.cookie, body: { email, role: 'sales' } });
      const memberId: string = invited.body.message.staff.id;
      await officeCall(server, 'disableStaff', { cookie: admin.cookie, body: { staff_id: memberId } });
      await officeCall(server, 'signOut', { cookie: admin.cookie, body: {} });
      const again = await signIn(server, admin.email, nextCode(admin.secret));
      const cookie = cookieOf(again.setCookie);

      const first = await officeCall(server, 'getAuditLog', { cookie, query: { page_length: '3' } });
      expect(first.status).toBe(200);
      expect(first.body.message.entries.map((entry: { action: string }) => entry.action)).toEqual([
        'staff.sign_in',
        'staff.sign_out',
        'staff.disable',
      ]);
      const disable = first.body.message.entries[2];
      expect(disable).toMatchObject({
        staff_id: admin.staff.id,
        staff_email: admin.email,
        entity: 'staff',
        entity_id: memberId,
        before: { status: 'invited' },
        after: { status: 'disabled' },
      });
      expect(JSON.stringify(first.body.message)).not.toMatch(/argon2|totp_secret/);
      const next = await officeCall(server, 'getAuditLog', {
        cookie,
        query: { page_length: '2', before: first.body.message.next_before },
      });
      expect(
        next.body.message.entries.map((entry: { action: string; entity_id: string }) => [
          entry.action,
          entry.entity_id,
        ]),
      ).toEqual([
        ['staff.invite', memberId],
        ['staff.enrol', admin.staff.id],
      ]);
      expect((await officeCall(server, 'getAuditLog', { cookie, query: { before: 'x' } })).status).toBe(417);
    });
  });
}

describe('enrolment links by mail', () => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startServer(testDatabases[0]!, { SMTP_URL: smtp.url, MAIL_FROM: 'office@suvasa.example' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails the invited member their link when mail is configured', async () => {
    const admin = await enrolledAdmin(server);
    const email = newStaffEmail('mailed');
    const invited = await officeCall(server, 'inviteStaff', { cookie: admin.cookie, body: { email, role: 'sales' } });
    expect(invited.body.message.mailed).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual([`RCPT TO:<${email}>`]);
    // Quoted-printable breaks long lines with a trailing `=`.
    expect(smtp.messages[0]!.data.replace(/=\r\n/g, '')).toContain(invited.body.message.enrolment_link);
  });
});

describe('sign-in requests per client per minute', () => {
  const server = suiteServer(testDatabases[0]!, { RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '2' });

  it('refuses the client past RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE before any password is checked', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await signIn(server, newStaffEmail(), '123456')).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect(await server.count('staff_sign_in_failures')).toBe(2);
  });
});
