import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { favorites, pages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { audiencesFor } from "@/lib/pages/find-menu-pages";
import type { TFavoriteItem } from "./schemas";

/** The actor's favourite pages of this market that they may still see, oldest first. */
export async function listFavorites(db: DbOrTx, opts: { actor: Actor; market: Market }): Promise<TFavoriteItem[]> {
  return db
    .select({ pageId: pages.pageId, title: pages.title, url: pages.path })
    .from(favorites)
    .innerJoin(pages, eq(pages.pageId, favorites.pageId))
    .where(and(eq(favorites.userId, opts.actor.userId), eq(pages.market, opts.market), inArray(pages.audience, audiencesFor(opts.actor))))
    .orderBy(asc(favorites.createdAt), asc(pages.pageId));
}
