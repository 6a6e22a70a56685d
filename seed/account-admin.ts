/**
 * Account administration (issue 12): the elected districts of each market (reference rows), and
 * with the demo a second user at 100234 (partner@demo.se, profile "Användare", beside the owner
 * farmer@demo.se) and at 700101 (kumppani@demo.fi beside farmer@demo.fi), password demo1234.
 * Idempotent: districts by name, users by user name.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { customerUsers, customers, districtGroups, districts, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { DEMO_PASSWORD } from "./data";

const DISTRICTS: { market: "se" | "fi"; group: string; names: string[] }[] = [
  { market: "se", group: "Region Väst", names: ["Skaraborg", "Lidköping", "Vänersborg"] },
  { market: "se", group: "Region Öst", names: ["Östergötland", "Uppland", "Mälardalen"] },
  { market: "fi", group: "Länsi-Suomi", names: ["Etelä-Pohjanmaa", "Satakunta"] },
  { market: "fi", group: "Varsinais-Suomi", names: ["Loimaa", "Salo"] },
];

const DEMO_SECOND_USERS = [
  { username: "partner@demo.se", firstName: "Johan", lastName: "Karlsson", market: "se", mobile: "+46702345678", customer: "100234" },
  { username: "kumppani@demo.fi", firstName: "Sanna", lastName: "Mäkelä", market: "fi", mobile: "+358 402345678", customer: "700101" },
] as const;

export async function seedAccountAdmin(db: Db, opts: { demo: boolean }): Promise<void> {
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
  if (!opts.demo) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_SECOND_USERS) {
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, u.customer));
    if (!customer) continue;
    const [exists] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, u.username));
    if (exists) continue;
    const [row] = await db
      .insert(users)
      .values({
        username: u.username,
        email: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        market: u.market,
        mobile: u.mobile,
        passwordHash: hash,
      })
      .returning({ id: users.id });
    if (!row) throw new Error("seed: inserting into users returned no row");
    await db
      .insert(customerUsers)
      .values({ userId: row.id, customerId: customer.id, profile: "user", isDefault: true })
      .onConflictDoNothing();
  }
}
