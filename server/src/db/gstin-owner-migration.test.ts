import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { newGstin } from '@site/testing/samples';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/harness';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { pgliteDatabase, pgliteExtensions } from './pglite';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const GSTIN_MIGRATION = '017_gstin_belongs_to_one_retailer.sql';

/** An empty database of each kind the server runs on. */
const emptyDatabases = testDatabases.map((database) => ({
  ...database,
  async open(): Promise<{ db: Database; drop(): Promise<void> }> {
    if (database.label === 'PGlite')
      return { db: pgliteDatabase(await PGlite.create({ extensions: pgliteExtensions })), drop: async () => undefined };
    const created = await database.create();
    if (created.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return { db: await openPostgres(created.database.url), drop: created.drop };
  },
}));

for (const database of emptyDatabases)
  describe.skipIf(database.skip)(`the migration that makes a GSTIN one account’s (${database.label})`, () => {
    it('reports accounts that already shared one, changes none of their GSTINs, and holds every other account to one', async () => {
      const { db, drop } = await database.open();
      // The schema as it stood before the migration, with the records it meets.
      await db.exec(
        'create table schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
      );
      for (const file of (await readdir(MIGRATIONS)).sort().filter((name) => name < GSTIN_MIGRATION)) {
        await db.exec(await readFile(path.join(MIGRATIONS, file), 'utf8'));
        await db.query('insert into schema_migrations (version, name) values ($1, $2)', [
          Number.parseInt(file, 10),
          file,
        ]);
      }
      const shared = newGstin();
      const single = newGstin();
      const customers: [string, string | null][] = [
        ['a', shared],
        ['b', shared],
        ['c', shared],
        ['d', single],
        ['e', null],
      ];
      for (const [index, [id, gstin]] of customers.entries())
        await db.query(
          `insert into customers (id, full_name, mobile, shop_name, industry, start_time, end_time, from_time, to_time, gst_registered, gstin)
         values ($1, 'R', $2, 'S', 'Pan Shop', '09:00:00', '21:00:00', '10:00:00', '18:00:00', $3, $4)`,
          [id, `98765432${String(index).padStart(2, '0')}`, gstin !== null, gstin],
        );

      expect(await migrate(db)).toEqual(expect.arrayContaining([GSTIN_MIGRATION]));

      expect(await db.query('select customer_id, gstin from gstin_duplicates_found order by customer_id')).toEqual([
        { customer_id: 'a', gstin: shared },
        { customer_id: 'b', gstin: shared },
        { customer_id: 'c', gstin: shared },
      ]);
      expect(await db.query('select id, gstin, gstin_shared from customers order by id')).toEqual([
        { id: 'a', gstin: shared, gstin_shared: true },
        { id: 'b', gstin: shared, gstin_shared: true },
        { id: 'c', gstin: shared, gstin_shared: true },
        { id: 'd', gstin: single, gstin_shared: false },
        { id: 'e', gstin: null, gstin_shared: false },
      ]);
      // Resolved, an account is held to the rule: one of the shared accounts may hold it, a second may not.
      await db.query('update customers set gstin_shared = false where id = $1', ['a']);
      await expect(db.query('update customers set gstin_shared = false where id = $1', ['b'])).rejects.toMatchObject({
        code: '23505',
      });
      await expect(db.query('update customers set gstin = $1 where id = $2', [single, 'e'])).rejects.toMatchObject({
        code: '23505',
      });
      await db.close();
      await drop();
    }, 120_000); // every migration from an empty database, on a shared 2-core machine
  });
