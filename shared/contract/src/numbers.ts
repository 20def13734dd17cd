/**
 * The largest value of a PostgreSQL `integer` column (2³¹ − 1). A number a request may send is bounded
 * at most by this where it meets such a column; `bigint` columns (paise totals) hold any whole number
 * zod's `.int()` accepts, which stays within JavaScript's safe integers.
 */
export const DB_INT_MAX = 2_147_483_647;
