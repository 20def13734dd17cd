import path from 'node:path';
import { DATA_DIR, optionalText, settings } from '../settings';

/** PostgreSQL when DATABASE_URL is set; else the embedded PGlite in DATA_DIR/db. */
export const databaseConfig = settings({
  url: ['DATABASE_URL', optionalText],
  dataDir: DATA_DIR,
}).transform(({ url, dataDir }) => ({
  database: url
    ? { kind: 'postgres' as const, url }
    : // A null folder keeps the database in memory (the tests' databases).
      { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') as string | null },
}));
