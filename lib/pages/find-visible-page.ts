import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { pages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { audiencesFor } from "./find-menu-pages";

export interface VisiblePage {
  pageId: number;
  path: string;
  title: string;
  audience: string;
}

/** A page of the market that the actor may see (by its audience), or null. */
export async function findVisiblePage(db: DbOrTx, opts: { actor: Actor; market: Market; pageId: number }): Promise<VisiblePage | null> {
  const [row] = await db
    .select({ pageId: pages.pageId, path: pages.path, title: pages.title, audience: pages.audience })
    .from(pages)
    .where(and(eq(pages.pageId, opts.pageId), eq(pages.market, opts.market), inArray(pages.audience, audiencesFor(opts.actor))))
    .limit(1);
  return row ?? null;
}
