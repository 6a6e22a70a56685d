import { sql } from "drizzle-orm";
import type { Tx } from "./index";

/**
 * Runs `work` after a savepoint and rolls back to it when `work` throws: the transaction stays
 * usable and the error goes on (a booking attempt that hit the overlap constraint tries the next
 * resource). On success the savepoint is left for COMMIT to end, one round trip less than drizzle's
 * nested `tx.transaction` (SAVEPOINT … RELEASE) while the row stays locked (decision 118). Not nested.
 */
export async function inSavepoint<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint attempt`);
  try {
    return await work();
  } catch (e) {
    await tx.execute(sql`rollback to savepoint attempt`);
    throw e;
  }
}
