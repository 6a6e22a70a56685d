import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { readTogether } from "@/db/reads";
import { pages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { areaAccessAt } from "@/lib/auth/area-access";
import { pageAllowed } from "@/lib/customer-admin/page-areas";
import type { Access, RoleArea } from "@/lib/customer-admin/permissions";
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

/**
 * The navigation tree of the market's pages that the actor may see: by audience, and by the areas
 * the user's profile gives at the active customer (decision 046; a parent left without children
 * by that rule goes too). Staff and users without a customer are not filtered by area.
 */
export async function findMenuPages(
  db: DbOrTx,
  opts: {
    actor: Actor;
    market: Market;
    /** the areas at a customer (default areaAccessAt; a page request hands its cached reading, decision 109) */
    accessAt?: (customerNumber: string) => Promise<Record<RoleArea, Access>>;
  },
): Promise<MenuPage[]> {
  const customer = opts.actor.activeCustomerNumber;
  const accessAt = opts.accessAt ?? ((c: string) => areaAccessAt(db, opts.actor, c));
  // the pages and the areas are read together (two connections), not one after the other
  const [rows, access] = await readTogether(
    db,
    () =>
      db
        .select({ pageId: pages.pageId, path: pages.path, title: pages.title, parent: pages.parentPageId })
        .from(pages)
        .where(and(eq(pages.market, opts.market), eq(pages.inMenu, true), inArray(pages.audience, audiencesFor(opts.actor))))
        .orderBy(asc(pages.sortOrder), asc(pages.pageId)),
    () => (customer ? accessAt(customer) : Promise.resolve(null)),
  );
  const hidden = new Set(access ? rows.filter((r) => !pageAllowed(r.path, access)).map((r) => r.pageId) : []);
  if (hidden.size) {
    // a parent whose every child is hidden is an empty heading: hide it as well
    const parents = new Set(rows.map((r) => r.parent).filter((p): p is number => p != null));
    for (const p of parents) if (rows.filter((r) => r.parent === p).every((r) => hidden.has(r.pageId))) hidden.add(p);
  }
  const byId = new Map<number, MenuPage>(
    rows.filter((r) => !hidden.has(r.pageId)).map((r) => [r.pageId, { pageId: r.pageId, path: r.path, title: r.title, children: [] }]),
  );
  const roots: MenuPage[] = [];
  for (const r of rows) {
    const node = byId.get(r.pageId);
    if (!node) continue;
    const parent = r.parent != null ? byId.get(r.parent) : undefined;
    if (parent) parent.children.push(node);
    else if (r.parent == null) roots.push(node);
  }
  return roots;
}
