import { profileUpdateFields } from '@site/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, registerAndLogin, suiteServer, testDatabases, tokenHeader } from '../test/harness';
import { customerDetailCalls, multipart, profileForm } from '../test/profile';

/** Customer A's valid token, aimed at customer B (and at ids that are nobody's), 100 times per route. */
const TRIES = 100;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`cross-customer access (${database.label})`, () => {
    const server = suiteServer(database);
    let a: Customer, b: Customer;
    beforeAll(async () => ([a, b] = [await registerAndLogin(server), await registerAndLogin(server)]));
    const { getDetail, update } = customerDetailCalls(server);

    /** B's id, then ids that look like B's or belong to nobody, then the empty id. */
    const targets = () => [
      b.customerId,
      b.customerId.toUpperCase(),
      ` ${b.customerId}`,
      `${b.customerId}\u0000`,
      ...Array.from({ length: TRIES - 5 }, () => crypto.randomUUID()),
      '',
    ];

    it(`answers ${TRIES} reads and ${TRIES} writes of A's token at B with 403, leaking and changing nothing`, async () => {
      const before = await getDetail(b.customerId, tokenHeader(b.login));
      const statuses = new Map<string, number>();
      const count = (route: string, status: number) =>
        statuses.set(`${route} ${status}`, (statuses.get(`${route} ${status}`) ?? 0) + 1);
      let leaked = 0;
      for (const target of targets()) {
        const read = await getDetail(target, tokenHeader(a.login));
        count('get', read.status);
        if (JSON.stringify(read.body).includes(b.login.mobile) || JSON.stringify(read.body).includes(b.login.full_name))
          leaked++;
        const fields = profileUpdateFields(profileForm(target, { firstName: 'Taken Over', shopName: 'Hijacked' }));
        const write = await update(multipart(fields), tokenHeader(a.login));
        count('update', write.status);
        if (JSON.stringify(write.body).includes(b.login.mobile)) leaked++;
      }
      const after = await getDetail(b.customerId, tokenHeader(b.login));
      const hijacked = await server.app.db.query<{ n: number }>(
        `select count(*)::int as n from customers where full_name = 'Taken Over'`,
      );
      console.log(
        `cross-customer (${database.label}): ${TRIES} reads + ${TRIES} writes with A's token: ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `accepted ${(statuses.get('get 200') ?? 0) + (statuses.get('update 200') ?? 0)}, leaked ${leaked}, rows changed ${hijacked[0]!.n}`,
      );
      expect(Object.fromEntries(statuses)).toEqual({ 'get 403': TRIES, 'update 403': TRIES });
      expect(leaked).toBe(0);
      expect(hijacked[0]!.n).toBe(0);
      expect(after.body).toEqual(before.body);
      // A's own token still reads A: the refusals were about B, not a broken token.
      expect((await getDetail(a.customerId, tokenHeader(a.login))).status).toBe(200);
    });

    it('answers a write without a token with 401', async () => {
      const anonymous = await update(multipart(profileUpdateFields(profileForm(b.customerId))), {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message.reason).toBe('unauthorized');
    });
  });
}
