import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./index";

/** True when `db` is a transaction: one client, one query at a time. */
export const isTransaction = (db: DbOrTx): boolean => db instanceof PgTransaction;

/**
 * Independent reads: sent together on the pool (each on its own connection), one after another on
 * a transaction, whose one client must not get a query while another runs (pg deprecates it and
 * pg 9 refuses it). Each read is a function, so nothing starts before its turn.
 *
 *   const [group, hours] = await readTogether(db, () => db.select()…, () => db.select()…);
 */
export async function readTogether<T extends unknown[]>(db: DbOrTx, ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as T;
}
