import "server-only";
import type { DbOrTx } from "@/db";
import { electedUserByEmail } from "./elected-queries";

/** POST /api/manage-elected/find-existing: the user with this e-mail, elected or not (404: no such user). Staff only (route). */
export async function findExisting(db: DbOrTx, opts: { email: string }) {
  const { isInternal: _internal, ...user } = await electedUserByEmail(db, opts.email);
  return { success: true as const, user };
}
