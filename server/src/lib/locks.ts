import type { Queryable } from '../db';

/**
 * Transaction-scoped advisory locks that serialize the read-then-write of a limit: two requests
 * counting the same address's (or number's) sends cannot both see room for one more. Always taken
 * in the order address, then number, so two transactions never wait on each other in a circle.
 * (PGlite runs one transaction at a time anyway; the locks matter on PostgreSQL.)
 */
export async function lockAddress(tx: Queryable, clientAddress: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`address:${clientAddress}`]);
}

export async function lockNumber(tx: Queryable, mobile: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 16))`, [`number:${mobile}`]);
}
