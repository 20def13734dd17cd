import pg from 'pg';
import { type Database, isConnectionLost, type Queryable, wasNotRun } from './database';

/**
 * Parameterised statements are prepared once per connection and then only bound and run: PostgreSQL
 * parses and plans the ordering's larger queries on every call otherwise (measured: place-order 463–500
 * orders/s unprepared, 578–790 prepared, same sitting). Our statements name their columns, so a migration
 * that adds one only makes PostgreSQL plan again. The names are capped: past the cap a statement is sent
 * unnamed (parsed on every call), so no connection keeps statements without end. A connection pooler in
 * front of PostgreSQL must keep a session per connection (PgBouncer: session mode, or 1.21+ with
 * max_prepared_statements).
 */
const MAX_PREPARED_STATEMENTS = 500;
const statementNames = new Map<string, string>();
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_PREPARED_STATEMENTS)
    statementNames.set(sql, (name = `s${statementNames.size}`));
  return name;
}

/** Statements that only read: safe to run again when the connection died under them. */
const READ_ONLY = /^\s*select\b(?![\s\S]*\bfor\s+update\b)/i;

const POOL_SIZE = 10;
/**
 * Every idle connection may have been cut at once (a restart, an administrator's terminate), and the pool
 * may hand out a dead one before it hears of its end: each attempt that meets one drops it, so a fresh
 * connection is reached within one attempt per pooled connection, and one more.
 */
const ATTEMPTS_AFTER_A_CUT = POOL_SIZE + 1;

/**
 * PostgreSQL through a pool. A connection cut under the server (a database restart, a
 * failover) costs at most the requests caught in it: an idle connection that died is dropped
 * by the pool, a read, a transaction that had not reached its commit, or a write the server refused
 * as it ended the session is run again on a fresh connection (the database rolled the cut
 * transaction back), and whatever still fails
 * reaches the client as a 503 it may retry.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  // An idle client losing its connection must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async exec(sql: string) {
      await target.query(sql);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await target.query({ name, text: sql, values: params as unknown[] });
      return result.rows as Row[];
    },
  });
  const pooled = wrap(pool);

  async function transactionOnce<T>(
    work: (tx: Queryable) => Promise<T>,
  ): Promise<{ result: T } | { lostBeforeCommit: unknown }> {
    const client = await pool.connect();
    // A checked-out client whose connection dies emits 'error'; unheard, that would end the process.
    let lost: Error | undefined;
    const onError = (error: Error) => void (lost = error);
    client.on('error', onError);
    let committing = false;
    let broken: unknown;
    try {
      await client.query('begin');
      const result = await work(wrap(client));
      committing = true;
      await client.query('commit');
      return { result };
    } catch (error) {
      broken = lost ?? (isConnectionLost(error) ? error : undefined);
      if (!broken) await client.query('rollback').catch(() => undefined);
      // A commit cut short may or may not have landed: that one is not retried.
      if (broken && !committing) return { lostBeforeCommit: error };
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A broken client is destroyed, not handed to the next request.
      client.release(broken ? true : undefined);
    }
  }

  await pool.query('select 1');
  return {
    exec: pooled.exec,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await pooled.query<Row>(sql, params);
        } catch (error) {
          // A write is sent again only when it surely did not take effect (wasNotRun).
          const again = isConnectionLost(error) && (READ_ONLY.test(sql) || wasNotRun(error));
          if (!again || attempt === ATTEMPTS_AFTER_A_CUT) throw error;
        }
      }
    },
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const outcome = await transactionOnce(work);
        if ('result' in outcome) return outcome.result;
        if (attempt === ATTEMPTS_AFTER_A_CUT) throw outcome.lostBeforeCommit;
      }
    },
    close: () => pool.end(),
  };
}
