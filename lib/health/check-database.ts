import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";

/** True when the database answers a trivial query. */
export async function checkDatabase(db: DbOrTx): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
