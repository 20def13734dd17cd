import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant: it names the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_ID = 7_310_452;

const migrationFiles = async () =>
  (await readdir(migrationsDir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();

/** The migration files not yet applied to `db` (readiness: an instance on an older schema is not ready). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  return (await migrationFiles()).filter((file) => !applied.has(file));
}

/** Applies, in order and each in its own transaction, the `NNN_name.sql` files not yet recorded. */
export async function migrate(db: Database): Promise<string[]> {
  // Under the lock too: two instances starting together on a new database would otherwise both create
  // the table, and the loser's `create table if not exists` fails on PostgreSQL's catalog.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const files = await migrationFiles();
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
