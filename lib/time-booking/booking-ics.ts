/**
 * A booking as an iCalendar file (issue 5 part 5, "Bookings downloadable as iCalendar (.ics)"),
 * made with ical-generator (v9: the last line that runs on Node 20). Times are written as UTC
 * instants (…Z): ical-generator would print a TZID time from the UTC clock without a zone
 * library, and every calendar shows a UTC instant in the user's own zone. The booking's reminder
 * becomes a display alarm. Visible to whoever may change the booking (reservation-scope).
 */
import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { facilities, reservations, resourceGroups } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getT } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { canChangeReservation } from "./reservation-scope";

export async function bookingIcs(db: Db, { actor, reservationId, origin }: { actor: Actor; reservationId: number; origin: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: reservations, facilityName: facilities.name, market: facilities.market, group: resourceGroups.display })
      .from(reservations)
      .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
      .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
      .where(eq(reservations.id, reservationId));
    if (!row) throw new AppError("NOT_FOUND");
    if (!(await canChangeReservation(tx, actor, row.r))) throw new AppError("FORBIDDEN");
    const { r } = row;
    const m = MARKETS[row.market as Market];
    const t = getT(m.language);
    const kind = t(r.isLoading ? "reminders.loading" : "reminders.unloading");
    const cal = ical({ name: row.facilityName, prodId: { company: t("app.name"), product: "tidsbokning", language: m.language.toUpperCase() } });
    const event = cal.createEvent({
      id: `reservation-${r.id}@${new URL(origin).hostname}`,
      start: r.startsAt,
      end: r.endsAt,
      summary: t("reminders.icsSummary", { kind: kind.charAt(0).toUpperCase() + kind.slice(1), place: row.facilityName }),
      description: t("reminders.icsDescription", {
        id: r.id, qty: (r.qtyKg / 1000).toLocaleString(m.locale), plate: r.licensePlateNo || t("reminders.noPlate"), customer: `${r.customerNo} ${r.customerName}`,
      }),
      location: `${row.facilityName} – ${row.group}`,
      status: r.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: r.updatedAt,
      url: `${origin}${row.market === "fi" ? "/logistiikka/ajanvaraus" : "/logistik/tidsbokning"}`,
    });
    if (r.reminderInMinutesBefore !== null) event.createAlarm({ type: ICalAlarmType.display, trigger: r.reminderInMinutesBefore * 60 });
    return { body: cal.toString(), filename: `bokning-${r.id}.ics` };
  });
}
