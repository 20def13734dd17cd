import {
  METHOD_PREFIX,
  officeMethodAccess,
  officeMethodPaths,
  type OfficeMethodName,
  STAFF_SESSION_COOKIE,
} from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { suiteServer, testDatabases, type TestServer } from '../harness';
import { suiteRetailer, tokenHeader } from '../customers';
import { officeCall, suiteStaff } from '../staff';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

/**
 * Every method of `officeMethodPaths`, so a method added there is covered here at once: a retailer's token is
 * never a staff session, a sales member never reaches an admin method, and a cross-site form post, even one
 * carrying a live admin session (as a browser that ignored SameSite would), changes nothing.
 */
const names = Object.keys(officeMethodPaths) as OfficeMethodName[];
const staffNames = names.filter((name) => officeMethodAccess[name] !== 'public');
const adminNames = names.filter((name) => officeMethodAccess[name] === 'admin');

const httpMethodOf = (server: TestServer, name: OfficeMethodName) =>
  server.app.hasRoute({ method: 'GET', url: `${METHOD_PREFIX}/${officeMethodPaths[name]}` }) ? 'GET' : 'POST';

/** Every row of every table, as text: equal snapshots mean not one row was added, changed or removed. */
async function everyRow(server: TestServer) {
  const tables = await server.app.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    rows[table_name] = (
      await server.app.db.query<{ row: string }>(`select t::text as row from ${table_name} t order by 1`)
    ).map((row) => row.row);
  }
  return rows;
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`office roles (${database.label})`, () => {
    const server = suiteServer(database);
    const retailer = suiteRetailer(server);
    const sales = suiteStaff(server, 'sales');
    const admin = suiteStaff(server, 'admin');

    it('covers every office method, and each is served', () => {
      expect(staffNames.length + names.filter((name) => officeMethodAccess[name] === 'public').length).toBe(
        names.length,
      );
      for (const name of names) {
        const url = `${METHOD_PREFIX}/${officeMethodPaths[name]}`;
        expect(server.app.hasRoute({ method: httpMethodOf(server, name), url }), name).toBe(true);
      }
    });

    it("answers a retailer's token 401 on every staff method, and never with a staff session", async () => {
      for (const name of names) {
        const method = httpMethodOf(server, name);
        const reply = await officeCall(server, name, {
          method,
          headers: tokenHeader(retailer.login),
          ...(method === 'POST' ? { body: {} } : {}),
        });
        // A public write needs its fields; a public read (the proof-of-work challenge) answers anyone.
        if (officeMethodAccess[name] === 'public') expect(reply.status, name).toBe(method === 'GET' ? 200 : 417);
        else expect([401, 403], name).toContain(reply.status);
        expect(reply.setCookie, name).toBeNull();
      }
    });

    it('answers a sales member 403 on every admin method, and lets them past the role check elsewhere', async () => {
      expect(adminNames.length).toBeGreaterThan(0);
      for (const name of staffNames) {
        const method = httpMethodOf(server, name);
        // signOut would end the session the remaining calls use.
        if (name === 'signOut') continue;
        const reply = await officeCall(server, name, {
          method,
          cookie: sales.cookie,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        if (officeMethodAccess[name] === 'admin') {
          expect(reply.status, name).toBe(403);
          expect(reply.body.message.reason, name).toBe('forbidden');
        } else expect([401, 403], name).not.toContain(reply.status);
      }
    });

    it('changes nothing for a cross-site form post to any office method, even with an admin session', async () => {
      const before = await everyRow(server);
      const posts = names.filter((name) => httpMethodOf(server, name) === 'POST');
      expect(posts.length).toBeGreaterThan(0);
      for (const name of posts) {
        for (const [contentType, payload] of [
          ['application/x-www-form-urlencoded', 'staff_id=x&email=a%40b.example&role=admin&name=x&status=Confirmed'],
          ['text/plain', JSON.stringify({ staff_id: sales.id, email: 'cross@site.example', role: 'admin' })],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
        ] as const) {
          const reply = await server.app.inject({
            method: 'POST',
            url: `${METHOD_PREFIX}/${officeMethodPaths[name]}`,
            headers: { cookie: admin.cookie, origin: 'https://evil.example', 'content-type': contentType },
            payload,
          });
          expect([400, 403, 415], `${name} ${contentType}`).toContain(reply.statusCode);
        }
      }
      expect(await everyRow(server)).toEqual(before);
      // The sessions it carried are still live: nothing signed them out either.
      expect((await officeCall(server, 'me', { cookie: admin.cookie })).status).toBe(200);
      expect((await officeCall(server, 'me', { cookie: sales.cookie })).status).toBe(200);
    });

    it('takes no session from a cookie of another name or a forged one', async () => {
      for (const cookie of [`site_device=${admin.cookie.split('=')[1]}`, `${STAFF_SESSION_COOKIE}=${'A'.repeat(43)}`]) {
        expect((await officeCall(server, 'me', { cookie })).status).toBe(401);
      }
    });
  });
}
