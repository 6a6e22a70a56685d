/**
 * One booking for a change or a read, checked with the rule of ./booking-access.ts:
 * 404 unknown or at a facility of the other market (the other market's bookings do not exist
 * through this host), 403 outside the actor's rights, 409 no longer editable (changes only).
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db";
import { facilities, reservations, resourceGroups } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { bookingVisibility, isEditable, mayChangeBooking } from "./booking-access";
import type { LogisticsAccess } from "./load-logistics-access";

const columns = {
  r: reservations,
  facilityId: facilities.id,
  facilityName: facilities.name,
  market: facilities.market,
  timeZone: facilities.timeZone,
  groupName: resourceGroups.display,
};

function select(db: DbOrTx, id: number) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(eq(reservations.id, id));
}

/**
 * Locks the booking (FOR UPDATE) for a change (move, contact data, delete): 404 unknown or other
 * market, 403 outside the actor's rights, 409 not editable — each with `errorText` — and returns it
 * with its facility.
 */
export async function lockBookingForChange(tx: Tx, access: LogisticsAccess, id: number, now: Date, errorText: string) {
  const [row] = await select(tx, id).for("update", { of: reservations });
  if (!row || row.market !== access.market) throw new AppError("NOT_FOUND", errorText);
  const facts = { ...row.r, market: row.market };
  if (!mayChangeBooking(access, facts)) throw new AppError("FORBIDDEN");
  if (!isEditable(row.r, now)) throw new AppError("CONFLICT", errorText);
  return row;
}

/** The booking with all its fields for a read (e.g. the .ics): 404 unknown or other market, 403 unless visible in full. */
export async function loadFullBooking(db: DbOrTx, access: LogisticsAccess, id: number) {
  const [row] = await select(db, id);
  if (!row || row.market !== access.market) throw new AppError("NOT_FOUND");
  if (bookingVisibility(access, { ...row.r, market: row.market }) !== "full") throw new AppError("FORBIDDEN");
  return row;
}
