import { inject } from 'vitest';
import { openDatabase, type Queryable } from '../../server/src/db';
import { databaseConfig } from '../../server/src/db/settings';
import { stopApiServer } from './servers';

/**
 * Reads the API server's own database, found and opened the way the server does it. The embedded
 * database has one owner at a time, so the API is stopped first; `startApiServer()` brings it back.
 */
export async function readApiDatabase<T>(read: (db: Queryable) => Promise<T>): Promise<T> {
  await stopApiServer();
  const { database } = databaseConfig.parse({ DATA_DIR: inject('apiDataDir') });
  const db = await openDatabase(database);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
