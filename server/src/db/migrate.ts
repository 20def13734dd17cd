import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant: it names the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_ID = 7_310_452;

/** Applies, in order and each in its own transaction, the `NNN_name.sql` files not yet recorded. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const files = (await readdir(migrationsDir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const existing = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (existing.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
