import pg from 'pg';
import type { Database, Queryable } from './database';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async exec(sql: string) {
      await target.query(sql);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });
  await pool.query('select 1');
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
