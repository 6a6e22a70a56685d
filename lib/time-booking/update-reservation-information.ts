/**
 * UpdateReservationInformation (spec 1 §7, spec 2 §5 "Booking update validates email, mobile,
 * registration and delivery number"): replaces a booking's contact data (EmailAddress,
 * MobilePhone, LicensePlateNo, Note, ReminderInMinutesBefore, DeliveryNo) — what the form sends
 * is the new state, an empty field clears it. Only editable bookings the actor may change, of the
 * request's market (lib/logistics-access: 404 other market, 403 no rights, 409 not editable).
 */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { reservations, resourceGroups } from "@/db/schema";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Actor } from "@/lib/auth/actor";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { lockBookingForChange } from "@/lib/logistics-access/require-booking";
import type { Market } from "@/lib/market";
import { contactColumns } from "./booking-contact";
import { TB } from "./messages";
import type { TUpdateReservationInformationRequest } from "./schemas";
import { scheduleReminders } from "./reminders";

export interface UpdateReservationItem {
  Status: 200 | 500;
  ReservationId: number;
  StartDate: string | null;
  StartTime: string | null;
  /** 'Bokningen uppdaterad' for status 200 */
  Message: string | null;
  ErrorMessage: string | null;
}
export interface UpdateReservationReply {
  updateReservations: UpdateReservationItem[];
  /** 'Bokningen uppdaterad' / 'Uppdateringsfel' */
  Title: string;
}

export async function updateReservationInformation(
  db: Db,
  {
    actor,
    market,
    input,
    ctx,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TUpdateReservationInformationRequest; ctx?: ActionContext; now?: Date },
): Promise<UpdateReservationReply> {
  const access = await loadLogisticsAccess(db, actor, market);
  return db.transaction(async (tx) => {
    const { r } = await lockBookingForChange(tx, access, input.reservationId, now, TB.updateError);
    const [group] = await tx
      .select({ regNoMandatory: resourceGroups.regNoMandatory })
      .from(resourceGroups)
      .where(eq(resourceGroups.id, r.resourceGroupId));
    if (!group) throw new Error(`resource group ${r.resourceGroupId} of booking ${r.id} is missing`);
    const cols = contactColumns(input, { market, regNoMandatory: group.regNoMandatory });
    await tx
      .update(reservations)
      .set({ ...cols, updatedAt: sql`now()` })
      .where(eq(reservations.id, r.id));
    await scheduleReminders(tx, r.id);
    const changed = Object.keys(cols).filter((k) => cols[k as keyof typeof cols] !== r[k as keyof typeof cols]);
    await logAction(
      tx,
      actor,
      "timeBooking.reservation.updateInformation",
      { reservationId: r.id, changed },
      { ...ctx, customerNumber: r.customerNo },
    );
    return {
      updateReservations: [
        { Status: 200, ReservationId: r.id, StartDate: null, StartTime: null, Message: TB.bookingUpdated, ErrorMessage: null },
      ],
      Title: TB.bookingUpdated,
    };
  });
}
