/** The little the features need from a database; implemented for PGlite (embedded) and PostgreSQL. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL), for the metrics; the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** PostgreSQL's unique_violation: a concurrent or repeated insert of the same key. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const CONNECTION_LOST_MESSAGES = ['Connection terminated', 'is not queryable'];
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/**
 * The database connection went away (a restart, a failover, an administrator cutting it): the
 * request did not fail because of what it asked, and may succeed on a new connection.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((text) => message.includes(text));
}

/**
 * The connection was gone before the statement could take effect: the server answered that it is
 * terminating the session (57P0x: the statement's own transaction is rolled back with it), or the
 * client knew its connection was broken and sent nothing. Unlike a connection that dropped without a
 * word, this one leaves no doubt, so even a write may be sent again on a fresh connection.
 */
export function wasNotRun(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^57P0[123]$/.test(code)) return true;
  return typeof message === 'string' && message.includes('is not queryable');
}
