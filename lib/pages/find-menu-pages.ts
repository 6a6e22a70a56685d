import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { pages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";

export interface MenuPage {
  pageId: number;
  path: string;
  title: string;
  children: MenuPage[];
}

/** Which page audiences an actor sees. */
export function audiencesFor(actor: Actor): string[] {
  const r = actor.roles;
  const a = ["all", r.internal ? "internal" : "external"];
  if (r.transporter) a.push("transporter");
  if (r.reseller || r.resellerAdmin) a.push("reseller");
  if (r.resellerAdmin) a.push("reseller_admin");
  if (r.agroAdmin) a.push("agro_admin");
  if (r.store || r.agroAdmin) a.push("store");
  return a;
}

/** The navigation tree of the market's pages that the actor may see. */
export async function findMenuPages(db: DbOrTx, opts: { actor: Actor; market: Market }): Promise<MenuPage[]> {
  const rows = await db
    .select({ pageId: pages.pageId, path: pages.path, title: pages.title, parent: pages.parentPageId })
    .from(pages)
    .where(and(eq(pages.market, opts.market), eq(pages.inMenu, true), inArray(pages.audience, audiencesFor(opts.actor))))
    .orderBy(asc(pages.sortOrder), asc(pages.pageId));
  const byId = new Map<number, MenuPage>(rows.map((r) => [r.pageId, { pageId: r.pageId, path: r.path, title: r.title, children: [] }]));
  const roots: MenuPage[] = [];
  for (const r of rows) {
    const node = byId.get(r.pageId)!;
    const parent = r.parent != null ? byId.get(r.parent) : undefined;
    if (parent) parent.children.push(node);
    else if (r.parent == null) roots.push(node);
  }
  return roots;
}
