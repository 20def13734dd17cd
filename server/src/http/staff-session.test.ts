import { officeMessages, STAFF_SESSION_COOKIE } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { suiteServer, testDatabases } from '../../test/harness';
import { registerAndLogin, tokenHeader } from '../../test/customers';
import { officeCall, staffSession } from '../../test/staff';
import { idleExpiry } from '../lib/idle-expiry';
import { methodPath } from './route-schemas';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const IDLE_SECONDS = 600;
const MAX_SECONDS = 3600;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`staff sessions (${database.label})`, () => {
    const server = suiteServer(database, {
      STAFF_SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
      STAFF_SESSION_MAX_SECONDS: String(MAX_SECONDS),
    });
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

    it('answers who is signed in from the cookie, and 401 without one', async () => {
      const sales = await staffSession(server, 'sales');
      const me = await officeCall(server, 'me', { cookie: sales.cookie });
      expect(me.status).toBe(200);
      expect(me.body.message.staff).toEqual({ id: sales.id, email: sales.email, role: 'sales' });
      const none = await officeCall(server, 'me');
      expect(none.status).toBe(401);
      expect(none.body.message.text).toBe(officeMessages.signedOut);
      const forged = await officeCall(server, 'me', { cookie: `${STAFF_SESSION_COOKIE}=${'A'.repeat(43)}` });
      expect(forged.status).toBe(401);
    });

    it("never takes a retailer's token for a staff session", async () => {
      const retailer = await registerAndLogin(server);
      const reply = await officeCall(server, 'me', { headers: tokenHeader(retailer.login) });
      expect(reply.status).toBe(401);
    });

    it('lets an admin do what sales may, and refuses sales what only admins may', async () => {
      const sales = await staffSession(server, 'sales');
      const admin = await staffSession(server, 'admin');
      expect((await officeCall(server, 'listStaff', { cookie: sales.cookie })).status).toBe(403);
      expect((await officeCall(server, 'listStaff', { cookie: admin.cookie })).status).toBe(200);
      expect((await officeCall(server, 'me', { cookie: admin.cookie })).status).toBe(200);
    });

    it('ends a session idle too long, or older than its absolute lifetime, and clears the cookie', async () => {
      for (const [column, seconds] of [
        ['last_used_at', IDLE_SECONDS + idleExpiry(IDLE_SECONDS).recordEveryMs / 1000 + 5],
        ['created_at', MAX_SECONDS + 5],
      ] as const) {
        const sales = await staffSession(server, 'sales');
        await server.app.db.query(`update staff_sessions set ${column} = $2 where staff_id = $1`, [
          sales.id,
          ago(seconds),
        ]);
        const reply = await officeCall(server, 'me', { cookie: sales.cookie });
        expect(reply.status, column).toBe(401);
        expect(reply.body.message.text).toBe(officeMessages.sessionEnded);
        expect(reply.setCookie).toMatch(/^site_staff=;/);
        const left = await server.app.db.query('select 1 from staff_sessions where staff_id = $1', [sales.id]);
        expect(left).toHaveLength(0);
      }
    });

    it('keeps a session in use alive past the idle time since it started', async () => {
      const sales = await staffSession(server, 'sales');
      await server.app.db.query('update staff_sessions set created_at = $2, last_used_at = $3 where staff_id = $1', [
        sales.id,
        ago(IDLE_SECONDS * 3),
        ago(IDLE_SECONDS - 60),
      ]);
      expect((await officeCall(server, 'me', { cookie: sales.cookie })).status).toBe(200);
      const [session] = await server.app.db.query<{ last_used_at: Date }>(
        'select last_used_at from staff_sessions where staff_id = $1',
        [sales.id],
      );
      expect(Date.now() - session!.last_used_at.getTime()).toBeLessThan(10_000);
    });

    it('refuses a disabled member at once', async () => {
      const sales = await staffSession(server, 'sales');
      await server.app.db.query('update staff set disabled_at = now() where id = $1', [sales.id]);
      expect((await officeCall(server, 'me', { cookie: sales.cookie })).status).toBe(401);
    });

    it('refuses a write that a cross-site page could send, or that names another origin', async () => {
      const sales = await staffSession(server, 'sales');
      for (const [contentType, payload] of [
        ['application/x-www-form-urlencoded', 'a=b'],
        ['text/plain', '{}'],
        ['multipart/form-data; boundary=x', '--x--'],
      ]) {
        const form = await server.app.inject({
          method: 'POST',
          url: methodPath('signOut'),
          headers: { cookie: sales.cookie, 'content-type': contentType, origin: 'https://evil.example' },
          payload,
        });
        // Refused as cross-site (400) or as a body the method does not take (415): never signed out.
        expect([400, 415], contentType).toContain(form.statusCode);
      }
      const elsewhere = await officeCall(server, 'signOut', {
        cookie: sales.cookie,
        body: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.message.text).toBe(officeMessages.otherOrigin);
      expect((await officeCall(server, 'me', { cookie: sales.cookie })).status).toBe(200);
    });

    it('signs out: the session ends and the cookie is cleared', async () => {
      const sales = await staffSession(server, 'sales');
      const out = await officeCall(server, 'signOut', { cookie: sales.cookie, body: {} });
      expect(out.status).toBe(200);
      expect(out.setCookie).toMatch(/^site_staff=;.*Path=\/api/);
      expect((await officeCall(server, 'me', { cookie: sales.cookie })).status).toBe(401);
    });
  });
}
