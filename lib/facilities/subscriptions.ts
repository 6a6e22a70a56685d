/**
 * Facility subscriptions (spec 3 §3, §4, §7 "Subscriptions"; decision 052): any signed-in user
 * follows at most 10 facilities of the site's market. The limit is the database's (trigger
 * `facility_subscriptions_limit`, which serialises one user's inserts), so racing subscribes never
 * pass ten; subscribing twice or unsubscribing what is not subscribed is a no-op (idempotent).
 * The request's UserId is never trusted: the session's user is the subscriber.
 */
import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { facilities, facilityAddresses, facilitySubscriptions } from "@/db/schema";
import { pgCode } from "@/db/errors";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { facilityInMarket } from "./access";
import { loadFacilityHours } from "./opening-hours";
import { MAX_SUBSCRIPTIONS } from "./rules";
import type { TPublicFacility } from "./schemas";

/** The public information of a facility (hours, primary address, map link); hidden facilities are 404. */
export async function loadPublicFacility(db: DbOrTx, opts: { market: Market; facilityId: number }): Promise<TPublicFacility> {
  const f = await facilityInMarket(db, opts.market, opts.facilityId);
  if (!f.showFacilityInfo) throw new AppError("NOT_FOUND", "facilities.errors.facilityNotFound");
  const hours = await loadFacilityHours(db, opts);
  const [a] = await db
    .select()
    .from(facilityAddresses)
    .where(and(eq(facilityAddresses.facilityId, f.id), eq(facilityAddresses.addressType, 1)));
  return {
    FacilityId: f.id,
    FacilityName: f.name,
    Hours: hours,
    Address: a
      ? { VisitingAddress: a.visitingAddress, ZipCode: a.zipCode, City: a.city, Latitude: a.latitude, Longitude: a.longitude }
      : null,
    MapLink: a ? `https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=16/${a.latitude}/${a.longitude}` : null,
  };
}

/** The facilities a farmer may follow: active, shown, of the market. */
export async function listPublicFacilities(db: DbOrTx, market: Market) {
  return db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.market, market), eq(facilities.active, true), eq(facilities.showFacilityInfo, true)))
    .orderBy(asc(facilities.name));
}

export async function listSubscriptions(db: DbOrTx, opts: { userId: number; market: Market }) {
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, city: facilityAddresses.city })
    .from(facilitySubscriptions)
    .innerJoin(facilities, eq(facilities.id, facilitySubscriptions.facilityId))
    .leftJoin(facilityAddresses, and(eq(facilityAddresses.facilityId, facilities.id), eq(facilityAddresses.addressType, 1)))
    .where(and(eq(facilitySubscriptions.userId, opts.userId), eq(facilities.market, opts.market), eq(facilities.active, true)))
    .orderBy(asc(facilities.name));
  return rows.map((r) => ({ FacilityId: r.id, FacilityName: r.name, City: r.city ?? "" }));
}

async function isSubscribed(db: DbOrTx, userId: number, facilityId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(facilitySubscriptions)
    .where(and(eq(facilitySubscriptions.userId, userId), eq(facilitySubscriptions.facilityId, facilityId)));
  return (row?.n ?? 0) > 0;
}

export async function subscriptionStatus(db: DbOrTx, opts: { actor: Actor; market: Market; facilityId: number }) {
  await facilityInMarket(db, opts.market, opts.facilityId);
  return {
    isFacilitySubscribedByUser: await isSubscribed(db, opts.actor.userId, opts.facilityId),
    customerNumber: opts.actor.activeCustomerNumber,
    userId: opts.actor.userId,
    facilityId: opts.facilityId,
    facilityInformationSubscriptions: await listSubscriptions(db, { userId: opts.actor.userId, market: opts.market }),
    maxSubscriptions: MAX_SUBSCRIPTIONS,
  };
}

/** Subscribes (isNewSubscription) or unsubscribes; 409 with the maximum message at ten. */
export async function saveSubscription(
  db: Db,
  opts: {
    actor: Actor;
    market: Market;
    facilityId: number;
    subscribe: boolean;
    userId: number | null;
    customerNumber: string | null;
    ctx?: ActionContext;
  },
) {
  if (opts.userId !== null && opts.userId !== opts.actor.userId) throw new AppError("FORBIDDEN");
  const f = await facilityInMarket(db, opts.market, opts.facilityId);
  if (opts.subscribe && !f.showFacilityInfo) throw new AppError("NOT_FOUND", "facilities.errors.facilityNotFound");
  try {
    await db.transaction(async (tx) => {
      if (opts.subscribe) {
        const added = await tx
          .insert(facilitySubscriptions)
          .values({ userId: opts.actor.userId, facilityId: f.id, customerNumber: opts.customerNumber })
          .onConflictDoNothing()
          .returning({ at: sql`1` });
        if (added.length) await logAction(tx, opts.actor, "facilities.subscription.added", { facilityId: f.id }, opts.ctx);
      } else {
        const removed = await tx
          .delete(facilitySubscriptions)
          .where(and(eq(facilitySubscriptions.userId, opts.actor.userId), eq(facilitySubscriptions.facilityId, f.id)))
          .returning({ at: sql`1` });
        if (removed.length) await logAction(tx, opts.actor, "facilities.subscription.removed", { facilityId: f.id }, opts.ctx);
      }
    });
  } catch (e) {
    if (pgCode(e) === "23514") throw new AppError("CONFLICT", "facilities.subscriptions.maximum");
    throw e;
  }
  return subscriptionStatus(db, { actor: opts.actor, market: opts.market, facilityId: f.id });
}
