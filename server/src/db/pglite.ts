import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * The embedded database. Durability: PGlite syncs its files to the data folder after every
 * statement outside a transaction and at every commit (relaxedDurability stays off), so an
 * acknowledged write survives the process being killed.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  return pgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async exec(sql: string) {
      await target.exec(sql);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
