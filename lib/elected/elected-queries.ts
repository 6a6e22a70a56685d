import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { districtGroups, districts, electedDistricts, electedRepresentatives, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";

export const districtColumns = {
  Id: districts.id,
  Name: districts.name,
  ReadRoleId: districts.readRoleId,
  WriteRoleId: districts.writeRoleId,
  WriteRights: districts.writeRights,
  GroupId: districts.groupId,
};

/** A user (by e-mail or user name) with their elected status and districts, or 404 (spec 2 §8: "A 404 means user not found"). */
export async function electedUserByEmail(db: DbOrTx, email: string) {
  const name = email.trim().toLowerCase();
  const [u] = await db
    .select({
      UserId: users.id,
      UserName: users.username,
      FirstName: users.firstName,
      LastName: users.lastName,
      Email: users.email,
      Mobile: users.mobile,
      IsElected: sql<boolean>`${electedRepresentatives.userId} is not null`,
      isInternal: users.isInternal,
    })
    .from(users)
    .leftJoin(electedRepresentatives, eq(electedRepresentatives.userId, users.id))
    .where(sql`lower(${users.username}) = ${name} or lower(${users.email}) = ${name}`)
    .orderBy(asc(users.id))
    .limit(1);
  if (!u) throw new AppError("NOT_FOUND", "accountAdmin.elected.errors.userNotFound");
  const rows = await db
    .select({ id: electedDistricts.districtId })
    .from(electedDistricts)
    .where(eq(electedDistricts.userId, u.UserId))
    .orderBy(asc(electedDistricts.districtId));
  const { isInternal, ...user } = u;
  return { ...user, isInternal, Districts: rows.map((r) => r.id) };
}

/** The districts of the market (through their group); unknown ids or another market's are a 400. */
export async function requireDistricts(db: DbOrTx, market: Market, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(districtGroups, eq(districtGroups.id, districts.groupId))
    .where(and(eq(districtGroups.market, market), sql`${districts.id} = any(${`{${unique.join(",")}}`}::int[])`));
  if (rows.length !== unique.length) {
    throw new AppError("BAD_REQUEST", "accountAdmin.elected.errors.unknownDistrict", {
      fields: { districts: ["accountAdmin.elected.errors.unknownDistrict"] },
    });
  }
  return unique;
}

/** Makes the user elected (idempotent) and sets exactly these districts. */
export async function setElected(tx: DbOrTx, opts: { userId: number; districtIds: number[]; addedBy: number }) {
  await tx.insert(electedRepresentatives).values({ userId: opts.userId, addedBy: opts.addedBy }).onConflictDoNothing();
  await tx.delete(electedDistricts).where(eq(electedDistricts.userId, opts.userId));
  if (opts.districtIds.length) {
    await tx.insert(electedDistricts).values(opts.districtIds.map((districtId) => ({ userId: opts.userId, districtId })));
  }
}
