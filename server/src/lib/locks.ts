import type { Queryable } from '../db';

/**
 * Transaction-scoped advisory locks that serialize the read-then-write of a limit: two requests
 * counting the same address's (or number's) sends cannot both see room for one more. Always taken
 * in the order network, address, customer, number, then the code ceiling, so two transactions never wait on
 * each other in a circle.
 * (PGlite runs one transaction at a time anyway; the locks matter on PostgreSQL.)
 */
export async function lockAddress(tx: Queryable, clientAddress: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`address:${clientAddress}`]);
}

/** The sender's network, then its client (an IPv4 client is its own network: the lock is taken twice, harmlessly). */
export async function lockSender(tx: Queryable, sender: { key: string; network: string }) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`network:${sender.network}`]);
  await lockAddress(tx, sender.key);
}

export async function lockNumber(tx: Queryable, mobile: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`number:${mobile}`]);
}

export async function lockCustomer(tx: Queryable, customerId: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`customer:${customerId}`]);
}

/** The hourly ceiling of codes sent, all numbers: held only for the count and the insert that follows it. */
export async function lockCodeCeiling(tx: Queryable) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, ['codes:ceiling']);
}
