import { describe, expect, it, vi } from 'vitest';
import { suiteServer, testDatabases } from '../../test/harness';
import { staffSession } from '../../test/staff';
import { recordAudit } from './record';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`audit log (${database.label})`, () => {
    const server = suiteServer(database);
    const entriesFor = (entityId: string) =>
      server.app.db.query<{ staff_id: string | null; action: string; before: unknown; after: unknown }>(
        'select staff_id, action, before, after from audit_log where entity_id = $1 order by id',
        [entityId],
      );

    it('keeps who did what, with the values before and after', async () => {
      const admin = await staffSession(server, 'admin');
      await recordAudit(server.app.db, {
        staffId: admin.id,
        action: 'order.confirm',
        entity: 'sales_order',
        entityId: 'SAL-ORD-2026-00001',
        before: { status: 'Placed' },
        after: { status: 'Confirmed', lines: [1, 2] },
      });
      expect(await entriesFor('SAL-ORD-2026-00001')).toEqual([
        {
          staff_id: admin.id,
          action: 'order.confirm',
          before: { status: 'Placed' },
          after: { status: 'Confirmed', lines: [1, 2] },
        },
      ]);
    });

    it('is written with the change it records, or not at all', async () => {
      const admin = await staffSession(server, 'admin');
      await expect(
        server.app.db.transaction(async (tx) => {
          await recordAudit(tx, {
            staffId: admin.id,
            action: 'x.y',
            entity: 'x',
            entityId: 'rolled-back',
            before: null,
            after: 1,
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await entriesFor('rolled-back')).toEqual([]);
    });

    it('refuses to change or remove an entry', async () => {
      await recordAudit(server.app.db, {
        staffId: null,
        action: 'a.b',
        entity: 'a',
        entityId: 'kept',
        before: null,
        after: null,
      });
      await expect(
        server.app.db.query("update audit_log set action = 'forged' where entity_id = 'kept'"),
      ).rejects.toThrow(/append-only/);
      await expect(server.app.db.query("delete from audit_log where entity_id = 'kept'")).rejects.toThrow(
        /append-only/,
      );
      await expect(server.app.db.query('truncate audit_log')).rejects.toThrow(/append-only/);
      expect(await entriesFor('kept')).toHaveLength(1);
    });
  });
}
