/**
 * Booking reminders (issue 5 "Reminders actually sent"; spec 2 §9 reminder options 0, 60, 120
 * and 1440 minutes before).
 *
 * A booking with a reminder gets ONE outbox row per booking, offset and channel: the row's
 * dedupe key `reminder:<reservationId>:<offset>:<channel>` is unique in the database. The row is
 * written in the booking's transaction, due at start − offset (or at once when that is already
 * past, e.g. a booking made less than an hour ahead with a 60-minute reminder).
 *
 * Each row has its `send-message` job (lib/jobs, decision 025: claimed FOR UPDATE SKIP LOCKED, so
 * two workers never send one reminder twice), whose handler calls `prepareBookingReminder` just
 * before sending: it
 * re-reads the booking, so a cancelled booking is never reminded, a moved one is reminded at its
 * new time with its new text, and a changed e-mail or mobile number is used.
 */
import "server-only";
import { format, parseISO } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db";
import { facilities, outbox, REMINDER_MINUTES, reservations, resourceGroups, type Reservation } from "@/db/schema";
import { wantsMessage } from "@/lib/customer-admin/wants-message";
import { getT } from "@/lib/i18n/instance";
import { scheduleMessageSend, type Preparation } from "@/lib/integrations/messaging";
import { MARKETS, type Market } from "@/lib/market";
import { toLocal } from "./compute-slots";

export const REMINDER_KIND = "booking-reminder";
export type ReminderChannel = "email" | "sms";
const CHANNELS: ReminderChannel[] = ["email", "sms"];

/** A reminder due after the booking has started (plus this grace) is no longer useful. */
export const STALE_AFTER_START_MS = 15 * 60_000;

export const reminderKey = (reservationId: number, offset: number, channel: ReminderChannel) =>
  `reminder:${reservationId}:${offset}:${channel}`;

export function parseReminderKey(key: string | null): { reservationId: number; offset: number; channel: ReminderChannel } | null {
  const m = /^reminder:(\d+):(\d+):(email|sms)$/.exec(key ?? "");
  return m ? { reservationId: Number(m[1]), offset: Number(m[2]), channel: m[3] as ReminderChannel } : null;
}

/** Every key a booking can ever have (4 offsets × 2 channels). */
const allKeys = (reservationId: number) => REMINDER_MINUTES.flatMap((o) => CHANNELS.map((c) => reminderKey(reservationId, o, c)));

export interface ReminderBooking {
  r: Reservation;
  facilityName: string;
  timeZone: string;
  market: Market;
}

async function loadBooking(tx: Tx, reservationId: number): Promise<ReminderBooking | null> {
  const [row] = await tx
    .select({ r: reservations, facilityName: facilities.name, timeZone: facilities.timeZone, market: facilities.market })
    .from(reservations)
    .innerJoin(resourceGroups, eq(resourceGroups.id, reservations.resourceGroupId))
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(eq(reservations.id, reservationId));
  return row ? { ...row, market: row.market as Market } : null;
}

const recipientOf = (r: Reservation, channel: ReminderChannel) => (channel === "email" ? r.email : r.mobileNo)?.trim() || null;

/** The reminders a booking should have now: [] when cancelled, without a reminder or contact. */
export function plannedReminders(
  r: Reservation,
): { key: string; channel: ReminderChannel; recipient: string; offset: number; sendAfter: Date }[] {
  if (r.status !== "booked" || r.reminderInMinutesBefore === null) return [];
  const offset = r.reminderInMinutesBefore;
  return CHANNELS.flatMap((channel) => {
    const recipient = recipientOf(r, channel);
    return recipient
      ? [
          {
            key: reminderKey(r.id, offset, channel),
            channel,
            recipient,
            offset,
            sendAfter: new Date(r.startsAt.getTime() - offset * 60_000),
          },
        ]
      : [];
  });
}

/** The booker's message settings for the booking's customer (decision 079): a channel switched off gets no reminder. */
const wantedBy = (tx: Tx, r: Reservation, channel: ReminderChannel) =>
  wantsMessage(tx, { to: { userId: r.createdByUserId }, customerId: r.customerId, kind: "bookingReminder", mode: channel });

/** Subject and body in the facility's market language. */
export function renderReminder(b: ReminderBooking, channel: ReminderChannel): { subject: string | null; body: string } {
  const m = MARKETS[b.market];
  const t = getT(m.language);
  const from = toLocal(b.r.startsAt, b.timeZone);
  const to = toLocal(b.r.endsAt, b.timeZone);
  const clock = (hhmm: string) => (b.market === "fi" ? hhmm.replace(":", ".") : hhmm);
  const vars = {
    name: b.r.customerName,
    kind: t(b.r.isLoading ? "reminders.loading" : "reminders.unloading"),
    date: format(parseISO(from.date), m.dateFormat),
    time: clock(from.time),
    to: clock(to.time),
    place: b.facilityName,
    qty: (b.r.qtyKg / 1000).toLocaleString(m.locale),
    plate: b.r.licensePlateNo || t("reminders.noPlate"),
  };
  return channel === "email"
    ? { subject: t("reminders.subject", vars), body: t("reminders.body", vars) }
    : { subject: null, body: t("reminders.sms", vars) };
}

/**
 * Brings the booking's reminder rows in line with the booking, in the caller's transaction:
 * creates or re-times the wanted rows (a reminder already sent is sent again only when the
 * booking moved), cancels pending rows that are no longer wanted (other offset, no contact,
 * booking cancelled). Call after every change of a booking.
 */
export async function scheduleReminders(tx: Tx, reservationId: number): Promise<void> {
  const b = await loadBooking(tx, reservationId);
  if (!b) return;
  const wanted = [];
  for (const p of plannedReminders(b.r)) if (await wantedBy(tx, b.r, p.channel)) wanted.push(p);
  for (const w of wanted) {
    const text = renderReminder(b, w.channel);
    const [existing] = await tx.select().from(outbox).where(eq(outbox.dedupeKey, w.key)).for("update");
    if (!existing) {
      const [row] = await tx
        .insert(outbox)
        .values({
          channel: w.channel,
          kind: REMINDER_KIND,
          recipient: w.recipient,
          subject: text.subject,
          body: text.body,
          sendAfter: w.sendAfter,
          dedupeKey: w.key,
        })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      if (row) await scheduleMessageSend(tx, row.id, w.sendAfter);
      continue;
    }
    const moved = existing.sendAfter.getTime() !== w.sendAfter.getTime();
    const rearm = existing.status === "pending" || existing.status === "cancelled" || moved;
    if (rearm) {
      await tx
        .update(outbox)
        .set({
          status: "pending",
          sendAfter: w.sendAfter,
          recipient: w.recipient,
          subject: text.subject,
          body: text.body,
          attempts: 0,
          lastError: null,
        })
        .where(eq(outbox.id, existing.id));
      await scheduleMessageSend(tx, existing.id, w.sendAfter);
    }
  }
  await withdrawReminders(
    tx,
    reservationId,
    wanted.map((w) => w.key),
  );
}

/**
 * Cancels a booking's pending reminder rows but those in `keep`. A cancelled booking wants none:
 * its canceller calls this directly, without scheduleReminders' read of the booking (the same
 * outcome, one statement less: decision 116).
 */
export async function withdrawReminders(tx: Tx, reservationId: number, keep: string[] = []): Promise<void> {
  const others = allKeys(reservationId).filter((k) => !keep.includes(k));
  await tx
    .update(outbox)
    .set({ status: "cancelled", lastError: "booking changed" })
    .where(and(inArray(outbox.dedupeKey, others), eq(outbox.status, "pending")));
}

/** The send job's last look at a due reminder (see the module comment). */
export async function prepareBookingReminder(tx: Tx, msg: typeof outbox.$inferSelect, now: Date): Promise<Preparation> {
  const key = parseReminderKey(msg.dedupeKey);
  if (!key) return { action: "cancel", reason: "not a reminder key" };
  const b = await loadBooking(tx, key.reservationId);
  if (!b) return { action: "cancel", reason: "booking gone" };
  const planned = plannedReminders(b.r).find((p) => p.key === msg.dedupeKey);
  if (!planned) return { action: "cancel", reason: "booking cancelled or reminder changed" };
  if (!(await wantedBy(tx, b.r, key.channel))) return { action: "cancel", reason: "switched off in the message settings" };
  if (planned.sendAfter.getTime() > now.getTime() + 1000) return { action: "reschedule", sendAfter: planned.sendAfter };
  if (now.getTime() > b.r.startsAt.getTime() + STALE_AFTER_START_MS) return { action: "cancel", reason: "booking already started" };
  const text = renderReminder(b, key.channel);
  return { action: "send", recipient: planned.recipient, ...text };
}

/** The preparers the send-message job runs (lib/jobs/portal-jobs.ts). */
export const MESSAGE_PREPARERS = { [REMINDER_KIND]: prepareBookingReminder };
