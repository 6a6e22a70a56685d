import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { workshopStars, workshops } from "@/db/schema";
import type { Market } from "@/lib/market";
import { sortCities } from "./sort-cities";

export interface WorkshopCity {
  city: string;
  starred: boolean;
  workshops: { id: number; name: string; address: string; phone: string | null; email: string }[];
}

/**
 * The market's workshops grouped by city (spec 2 §2 contact/workshop page): the user's starred
 * cities first (also in book service, issue 14 item 4), then the rest by name.
 */
export async function listWorkshops(db: DbOrTx, opts: { market: Market; userId: number | null }): Promise<WorkshopCity[]> {
  const rows = await db
    .select({
      id: workshops.id,
      name: workshops.name,
      city: workshops.city,
      address: workshops.address,
      phone: workshops.phone,
      email: workshops.email,
      starred: opts.userId === null ? sql<boolean>`false` : sql<boolean>`(${workshopStars.userId} is not null)`,
    })
    .from(workshops)
    .leftJoin(
      workshopStars,
      and(eq(workshopStars.userId, opts.userId ?? -1), eq(workshopStars.market, workshops.market), eq(workshopStars.city, workshops.city)),
    )
    .where(eq(workshops.market, opts.market))
    .orderBy(asc(workshops.city), asc(workshops.sortOrder), asc(workshops.name));
  const byCity = new Map<string, WorkshopCity>();
  for (const r of rows) {
    const c = byCity.get(r.city) ?? { city: r.city, starred: Boolean(r.starred), workshops: [] };
    c.workshops.push({ id: r.id, name: r.name, address: r.address, phone: r.phone, email: r.email });
    byCity.set(r.city, c);
  }
  return sortCities([...byCity.values()]);
}
