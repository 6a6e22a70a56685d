import { desc } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { outbox } from "@/db/schema";

/** The newest outgoing messages, for staff (the local integration keeps them here). */
export async function listOutbox(db: DbOrTx, opts: { limit?: number } = {}) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(Math.min(opts.limit ?? 100, 500));
}
