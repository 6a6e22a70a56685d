/**
 * Who may edit what (decision 050): the editors are internal staff (the route's `roles:
 * ["internal"]`); a facility, an owner and a contact person are reached only on their own
 * market's site (another market's row is a 403, a missing or deleted one a 404). The spec's
 * IsInternal flag is never read. Subscriptions are any signed-in user's own (decision 052).
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { contactPersons, facilities, facilityOwners } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";

export async function ownerInMarket(db: DbOrTx, market: Market, ownerId: number) {
  const [owner] = await db.select().from(facilityOwners).where(eq(facilityOwners.id, ownerId));
  if (!owner) throw new AppError("NOT_FOUND", "facilities.errors.ownerNotFound");
  if (owner.market !== market) throw new AppError("FORBIDDEN");
  return owner;
}

export async function facilityInMarket(db: DbOrTx, market: Market, facilityId: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.active, true)));
  const [facility] = opts.lock ? await q.for("update") : await q;
  if (!facility) throw new AppError("NOT_FOUND", "facilities.errors.facilityNotFound");
  if (facility.market !== market) throw new AppError("FORBIDDEN");
  return facility;
}

export async function contactPersonInMarket(db: DbOrTx, market: Market, id: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ person: contactPersons, ownerMarket: facilityOwners.market, ownerName: facilityOwners.name })
    .from(contactPersons)
    .innerJoin(facilityOwners, eq(facilityOwners.id, contactPersons.ownerId))
    .where(eq(contactPersons.id, id));
  const [row] = opts.lock ? await q.for("update", { of: contactPersons }) : await q;
  if (!row) throw new AppError("NOT_FOUND", "facilities.errors.contactPersonNotFound");
  if (row.ownerMarket !== market) throw new AppError("FORBIDDEN");
  return { ...row.person, ownerName: row.ownerName };
}
