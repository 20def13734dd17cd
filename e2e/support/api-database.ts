import { inject } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Queryable } from '../../server/src/db';
import { stopApiServer } from './servers';

/**
 * Reads the API server's own database, found and opened the way the server does it. The embedded
 * database has one owner at a time, so the API is stopped first; `startApiServer()` brings it back.
 */
export async function readApiDatabase<T>(read: (db: Queryable) => Promise<T>): Promise<T> {
  await stopApiServer();
  const { database } = loadConfig({ DATA_DIR: inject('apiDataDir'), NODE_ENV: 'test', SMS_PROVIDER: 'console' });
  const db = await openDatabase(database);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
