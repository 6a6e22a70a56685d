/**
 * A booking as an iCalendar file (issue 5 part 5, "Bookings downloadable as iCalendar (.ics)"),
 * made with ical-generator (v9: the last line that runs on Node 20). Times are written as UTC
 * instants (…Z): ical-generator would print a TZID time from the UTC clock without a zone
 * library, and every calendar shows a UTC instant in the user's own zone. The booking's reminder
 * becomes a display alarm. Only a booking of the request's market that the actor sees in full
 * (lib/logistics-access, decision 019: 404 other market, 403 otherwise); a staff download of a
 * customer's booking is written to the action log with the customer number.
 */
import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import type { Db } from "@/db";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Actor } from "@/lib/auth/actor";
import { getT } from "@/lib/i18n/instance";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { loadFullBooking } from "@/lib/logistics-access/require-booking";
import { MARKETS, type Market } from "@/lib/market";

export async function bookingIcs(
  db: Db,
  {
    actor,
    market,
    reservationId,
    origin,
    ctx,
  }: { actor: Actor; market: Market; reservationId: number; origin: string; ctx?: ActionContext },
) {
  const access = await loadLogisticsAccess(db, actor, market);
  return db.transaction(async (tx) => {
    const row = await loadFullBooking(tx, access, reservationId);
    const { r } = row;
    // staff export a customer's booking (contact data, plate): on record with the customer
    if (access.kind === "staff") {
      await logAction(tx, actor, "timeBooking.reservation.ics", { reservationId: r.id }, { ...ctx, customerNumber: r.customerNo });
    }
    const m = MARKETS[market];
    const t = getT(m.language);
    const kind = t(r.isLoading ? "reminders.loading" : "reminders.unloading");
    const cal = ical({
      name: row.facilityName,
      prodId: { company: t("app.name"), product: "tidsbokning", language: m.language.toUpperCase() },
    });
    const event = cal.createEvent({
      id: `reservation-${r.id}@${new URL(origin).hostname}`,
      start: r.startsAt,
      end: r.endsAt,
      summary: t("reminders.icsSummary", { kind: kind.charAt(0).toUpperCase() + kind.slice(1), place: row.facilityName }),
      description: t("reminders.icsDescription", {
        id: r.id,
        qty: (r.qtyKg / 1000).toLocaleString(m.locale),
        plate: r.licensePlateNo || t("reminders.noPlate"),
        customer: `${r.customerNo} ${r.customerName}`,
      }),
      location: `${row.facilityName} – ${row.groupName}`,
      status: r.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: r.updatedAt,
      url: `${origin}${market === "fi" ? "/logistiikka/ajanvaraus" : "/logistik/tidsbokning"}`,
    });
    if (r.reminderInMinutesBefore !== null) event.createAlarm({ type: ICalAlarmType.display, trigger: r.reminderInMinutesBefore * 60 });
    return { body: cal.toString(), filename: `bokning-${r.id}.ics` };
  });
}
