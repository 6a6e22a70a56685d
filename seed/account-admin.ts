/**
 * Account administration (issue 12): the elected districts of each market (reference rows,
 * idempotent by group and name). The demo's second users of 100234 (partner@demo.se) and 700101
 * (kumppani@demo.fi) are demo accounts in seed/data.ts, so production disables them with the rest.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { districtGroups, districts } from "@/db/schema";

const DISTRICTS: { market: "se" | "fi"; group: string; names: string[] }[] = [
  { market: "se", group: "Region Väst", names: ["Skaraborg", "Lidköping", "Vänersborg"] },
  { market: "se", group: "Region Öst", names: ["Östergötland", "Uppland", "Mälardalen"] },
  { market: "fi", group: "Länsi-Suomi", names: ["Etelä-Pohjanmaa", "Satakunta"] },
  { market: "fi", group: "Varsinais-Suomi", names: ["Loimaa", "Salo"] },
];

export async function seedAccountAdmin(db: Db): Promise<void> {
  for (const [i, d] of DISTRICTS.entries()) {
    let [group] = await db
      .select({ id: districtGroups.id })
      .from(districtGroups)
      .where(and(eq(districtGroups.market, d.market), eq(districtGroups.name, d.group)));
    group ??= (
      await db.insert(districtGroups).values({ market: d.market, name: d.group, sortOrder: i }).returning({ id: districtGroups.id })
    )[0];
    if (!group) throw new Error("seed: inserting into district_groups returned no row");
    for (const [j, name] of d.names.entries()) {
      const base = 100 + i * 10 + j * 2;
      await db
        .insert(districts)
        .values({ groupId: group.id, name, readRoleId: base, writeRoleId: base + 1, writeRights: j === 0 })
        .onConflictDoNothing();
    }
  }
}
