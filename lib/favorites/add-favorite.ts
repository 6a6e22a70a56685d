import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { favorites, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { findVisiblePage } from "@/lib/pages/find-visible-page";
import { MAX_FAVORITES, type TAddFavoriteResponse } from "./schemas";

/**
 * Adds a page to the actor's favourites. The page must exist in the market and be visible to the
 * actor (404 otherwise). Adding a favourite twice is a no-op. The limit of MAX_FAVORITES holds
 * under concurrency: the user's row is locked (FOR UPDATE) before counting, so concurrent adds of
 * one user run one after another and the 11th is refused with 409.
 */
export async function addFavorite(
  db: Db,
  opts: { actor: Actor; market: Market; pageId: number; ctx?: ActionContext },
): Promise<TAddFavoriteResponse> {
  const { actor, pageId } = opts;
  return db.transaction(async (tx) => {
    const page = await findVisiblePage(tx, { actor, market: opts.market, pageId });
    if (!page) throw new AppError("NOT_FOUND", "shell.favorites.pageNotFound");

    // Serialises this user's favourite changes (select ... from users where id = $1 for update).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for("update");

    const [existing] = await tx
      .select({ pageId: favorites.pageId })
      .from(favorites)
      .where(and(eq(favorites.userId, actor.userId), eq(favorites.pageId, pageId)))
      .limit(1);
    const n = await tx.$count(favorites, eq(favorites.userId, actor.userId));
    if (existing) return { success: true as const, pageId, added: false, count: n };
    if (n >= MAX_FAVORITES) {
      throw new AppError("CONFLICT", "shell.favorites.limitReached", { values: { max: MAX_FAVORITES } });
    }
    await tx.insert(favorites).values({ userId: actor.userId, pageId }).onConflictDoNothing();
    await logAction(tx, actor, "favorites.added", { pageId, path: page.path }, opts.ctx);
    return { success: true as const, pageId, added: true, count: n + 1 };
  });
}
