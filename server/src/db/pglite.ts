import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/**
 * The extensions the migrations create (btree_gist: the inquiries' duplicate-window constraint; pg_trgm:
 * the back office's searches).
 * PGlite bundles an extension only when asked, so whatever opens the data must pass these.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

/**
 * The embedded database. Durability: PGlite syncs its files to the data folder after every
 * statement outside a transaction and at every commit (relaxedDurability stays off), so an
 * acknowledged write survives the process being killed.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions }));
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
