import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { districtGroups, districts, electedDistricts, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";
import { districtColumns } from "./elected-queries";

/** POST /api/manage-elected/districts-for-elected (id = user id): the districts the user holds in this market. */
export async function districtsForElected(db: DbOrTx, opts: { userId: number; market: Market }) {
  const rows = await db
    .select(districtColumns)
    .from(electedDistricts)
    .innerJoin(districts, eq(districts.id, electedDistricts.districtId))
    .innerJoin(districtGroups, eq(districtGroups.id, districts.groupId))
    .where(and(eq(electedDistricts.userId, opts.userId), eq(districtGroups.market, opts.market)))
    .orderBy(asc(districts.name));
  return { success: true as const, districts: rows };
}

/** POST /api/manage-elected/elected-district (id = district id): the district and who holds it (404: no such district in the market). */
export async function electedDistrict(db: DbOrTx, opts: { districtId: number; market: Market }) {
  const [district] = await db
    .select(districtColumns)
    .from(districts)
    .innerJoin(districtGroups, eq(districtGroups.id, districts.groupId))
    .where(and(eq(districts.id, opts.districtId), eq(districtGroups.market, opts.market)));
  if (!district) throw new AppError("NOT_FOUND", "accountAdmin.elected.errors.districtNotFound");
  const elected = await db
    .select({ UserId: users.id, UserName: users.username, FirstName: users.firstName, LastName: users.lastName })
    .from(electedDistricts)
    .innerJoin(users, eq(users.id, electedDistricts.userId))
    .where(eq(electedDistricts.districtId, district.Id))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return { success: true as const, district, elected };
}

/** GET /api/manage-elected/district-groups: the market's district groups with their districts. */
export async function listDistrictGroups(db: DbOrTx, opts: { market: Market }) {
  const groups = await db
    .select({ Id: districtGroups.id, Name: districtGroups.name })
    .from(districtGroups)
    .where(eq(districtGroups.market, opts.market))
    .orderBy(asc(districtGroups.sortOrder), asc(districtGroups.name));
  const all = await db
    .select(districtColumns)
    .from(districts)
    .innerJoin(districtGroups, eq(districtGroups.id, districts.groupId))
    .where(eq(districtGroups.market, opts.market))
    .orderBy(asc(districts.name));
  return { success: true as const, groups: groups.map((g) => ({ ...g, Districts: all.filter((d) => d.GroupId === g.Id) })) };
}
