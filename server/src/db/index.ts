import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(database: Config['database']): Promise<Database> {
  const db = database.kind === 'postgres' ? await openPostgres(database.url) : await openPglite(database.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export type { Database, Queryable } from './database';
export { isConnectionLost, isUniqueViolation } from './database';
export { pendingMigrations } from './migrate';
