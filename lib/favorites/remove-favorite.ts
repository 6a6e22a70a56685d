import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { favorites } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TRemoveFavoriteResponse } from "./schemas";

/** Removes a page from the actor's favourites; removing one that is not there is a no-op. */
export async function removeFavorite(
  db: Db,
  opts: { actor: Actor; pageId: number; ctx?: ActionContext },
): Promise<TRemoveFavoriteResponse> {
  const { actor, pageId } = opts;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, actor.userId), eq(favorites.pageId, pageId)))
      .returning({ pageId: favorites.pageId });
    if (deleted.length) await logAction(tx, actor, "favorites.removed", { pageId }, opts.ctx);
    const n = await tx.$count(favorites, eq(favorites.userId, actor.userId));
    return { success: true as const, pageId, removed: deleted.length > 0, count: n };
  });
}
