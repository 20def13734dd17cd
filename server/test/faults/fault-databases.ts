import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../src/db/pglite';
import { testDatabases } from '../harness';
import { queryOnce } from '../postgres-client';

/** A database for a server started as its own process, readable by the test once it has stopped. */
export interface ProcessDatabase {
  /** Environment for `startServerProcess`: where the server keeps its data. */
  env: Record<string, string>;
  /** Reads rows directly (for the embedded database, only while no server has it open). */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

export const processDatabases = testDatabases.map((database) => ({
  label: database.label,
  skip: database.skip,
  async create(): Promise<ProcessDatabase> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-fault-'));
    const removeDir = () => rm(dataDir, { recursive: true, force: true });
    if (database.label === 'PGlite') {
      return {
        env: { DATA_DIR: dataDir },
        async query<Row>(sql: string, params: unknown[] = []) {
          const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
          try {
            return (await db.query<Row>(sql, params)).rows;
          } finally {
            await db.close();
          }
        },
        drop: removeDir,
      };
    }
    const created = await database.create();
    if (created.database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    const url = created.database.url;
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      query: <Row>(sql: string, params: unknown[] = []) => queryOnce<Row>(url, sql, params),
      async drop() {
        await created.drop();
        await removeDir();
      },
    };
  },
}));

/** Limits out of the way: these tests are about faults, not about rate limits. */
export const UNLIMITED = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_INQUIRY_PER_HOUR: '1000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '1000000',
  OTP_SEND_INTERVAL_SECONDS: '0',
  // 500 writes at once from loopback: one client address, past the per-address connection cap.
  MAX_CONNECTIONS_PER_ADDRESS: '100000',
  // Sign-ups from one address, many a round: past the registration look-up budget.
  LOOKUPS_PER_ADDRESS_PER_HOUR: '1000000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '1000000',
  LOOKUPS_PER_NETWORK_PER_DAY: '1000000',
  LOG_LEVEL: 'info',
};
