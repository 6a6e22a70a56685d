/**
 * Booking reminders (issue 5 part 5): one outbox row per booking, offset and channel, sent at its
 * time by the dispatcher, re-read just before sending, never twice.
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  facilities,
  messageSettings,
  outbox,
  reservations,
  resourceGroups,
  resourceOpeningHours,
  resources,
  vehicleTypes,
} from "@/db/schema";
import { dispatchDue, type Transport } from "@/lib/integrations/messaging";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { localInstant } from "./compute-slots";
import { deleteReservation } from "./delete-reservation";
import { makeReservation } from "./make-reservation";
import { MESSAGE_PREPARERS, reminderKey } from "./reminders";
import {
  ZDeleteReservationRequest,
  ZMakeReservationRequest,
  ZUpdateReservationInformationRequest,
  ZUpdateReservationRequest,
} from "./schemas";
import { updateReservation } from "./update-reservation";
import { updateReservationInformation } from "./update-reservation-information";

const t = useTestDb();
let seq = 0;
const DAY = "2030-09-02"; // a Monday, far ahead
const TZ = "Europe/Stockholm";
const at = (hhmm: string, day = DAY) => localInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), TZ);

async function setup(market: "se" | "fi" = "se") {
  const n = ++seq;
  const f = must(
    (
      await t.db
        .insert(facilities)
        .values({ market, code: `R${n}`, name: `Anläggning ${n}`, timeZone: TZ })
        .returning()
    )[0],
  );
  const g = must(
    (
      await t.db
        .insert(resourceGroups)
        .values({ facilityId: f.id, value: `R${n}-L`, display: `Lossning ${n}`, isLoading: false, allowedReservations: 50 })
        .returning()
    )[0],
  );
  for (let i = 0; i < 3; i++) {
    const r = must(
      (
        await t.db
          .insert(resources)
          .values({ resourceGroupId: g.id, name: `Ficka ${i + 1}`, slotMinutes: 30 })
          .returning()
      )[0],
    );
    await t.db
      .insert(resourceOpeningHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ resourceId: r.id, weekday, opensAt: 6 * 60, closesAt: 18 * 60 })));
  }
  const v = must(
    (
      await t.db
        .insert(vehicleTypes)
        .values({ market, code: `RV${n}`, name: "Bil med släp" })
        .returning()
    )[0],
  );
  const c = await makeCustomer(t.db, { market });
  const u = await makeUser(t.db, { customers: [{ id: c.id }], market });
  return { market, groupId: g.id, vehicleTypeId: v.id, customer: c, userId: u.id, actor: await signInAs(t.db, u.id) };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function book(s: Setup, time: string, extra: Record<string, unknown> = {}, now?: Date) {
  const input = ZMakeReservationRequest.parse({
    SearchValue: s.customer.customerNumber,
    SearchType: 9,
    Qty: 30,
    VehicleAssortmentID: s.vehicleTypeId,
    ResourceId: s.groupId,
    CustomerNo: s.customer.customerNumber,
    SelectedDate: DAY,
    Item: "10110",
    LicensePlateNo: "ABC123",
    EmailAddress: "bonde@example.se",
    ReminderInMinutesBefore: 60,
    Reservations: [{ FromTime: `${DAY}T${time}` }],
    ...extra,
  });
  const reply = await makeReservation(t.db, { market: s.market, actor: s.actor, input, now });
  const [made] = reply.makeReservations;
  expect(made?.Status).toBe(200);
  return must(made?.ReservationId ?? undefined, "the booking's id");
}

const remindersOf = (id: number) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `reminder:${id}:%`))
    .orderBy(outbox.id);

function recorder() {
  const sent: { recipient: string; body: string }[] = [];
  const transport: Transport = {
    name: "test",
    deliver(m) {
      sent.push({ recipient: m.recipient, body: m.body });
      return Promise.resolve("sent");
    },
  };
  return { sent, transport };
}
const dispatchAt = (when: Date, transport: Transport) => dispatchDue(t.db, transport, 500, MESSAGE_PREPARERS, () => when);

describe("booking reminders", () => {
  it("a booking with a reminder gets one row per channel, due at start − offset, sent at that time and not before", async () => {
    const s = await setup();
    const id = await book(s, "10:00", { MobilePhone: "070 123 45 67" });
    const rows = await remindersOf(id);
    expect(rows.map((r) => [r.dedupeKey, r.channel, r.status, r.sendAfter.toISOString()])).toEqual([
      [reminderKey(id, 60, "email"), "email", "pending", at("09:00").toISOString()],
      [reminderKey(id, 60, "sms"), "sms", "pending", at("09:00").toISOString()],
    ]);
    const { sent, transport } = recorder();
    await dispatchAt(at("08:59"), transport);
    expect(sent).toHaveLength(0);
    await dispatchAt(at("09:00"), transport);
    expect(sent.map((m) => m.recipient).sort()).toEqual(["+46701234567", "bonde@example.se"]);
    expect(must(sent[0]).body).toContain("10:00");
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(["sent", "sent"]);
    await dispatchAt(at("09:30"), transport);
    expect(sent).toHaveLength(2);
  });

  it("the booker's message settings decide the channels: SMS switched off → no SMS row; switched off later → not sent", async () => {
    const sms = { msgAreaId: 1, msgTypeId: 1, modeOfDeliveryId: 2 };
    const off = await setup();
    await t.db.insert(messageSettings).values({ userId: off.userId, customerId: off.customer.id, ...sms, value: false });
    const id = await book(off, "10:00", { MobilePhone: "070 123 45 67" });
    expect((await remindersOf(id)).map((r) => [r.channel, r.status])).toEqual([["email", "pending"]]);

    const later = await setup();
    const id2 = await book(later, "11:00", { MobilePhone: "070 123 45 67" });
    expect((await remindersOf(id2)).map((r) => r.channel)).toEqual(["email", "sms"]);
    await t.db.insert(messageSettings).values({ userId: later.userId, customerId: later.customer.id, ...sms, value: false });
    const { sent, transport } = recorder();
    await dispatchAt(at("10:00"), transport);
    expect(sent.map((m) => m.recipient)).not.toContain("+46701234567");
    expect((await remindersOf(id2)).map((r) => [r.channel, r.status])).toEqual([
      ["email", "sent"],
      ["sms", "cancelled"],
    ]);
  });

  it("a booking made less than an hour ahead with a 60-minute reminder is reminded at once", async () => {
    const s = await setup();
    const id = await book(s, "08:00", {}, at("07:30"));
    const { sent, transport } = recorder();
    await dispatchAt(at("07:30"), transport);
    expect(sent).toHaveLength(1);
    expect(must((await remindersOf(id))[0]).status).toBe("sent");
  });

  it("an edited booking is reminded at its new time (earlier and later), with its new text", async () => {
    const s = await setup();
    const id = await book(s, "10:00");
    await updateReservation(t.db, {
      market: "se",
      actor: s.actor,
      input: ZUpdateReservationRequest.parse({
        reservationId: id,
        FromTime: `${DAY} 08:00`,
        LicensePlateNo: "ABC123",
        EmailAddress: "bonde@example.se",
        ReminderInMinutesBefore: "60",
      }),
    });
    let rows = await remindersOf(id);
    expect(rows).toHaveLength(1);
    expect(must(rows[0]).sendAfter.toISOString()).toBe(at("07:00").toISOString());
    await updateReservation(t.db, {
      market: "se",
      actor: s.actor,
      input: ZUpdateReservationRequest.parse({
        reservationId: id,
        FromTime: `${DAY} 14:00`,
        LicensePlateNo: "ABC123",
        EmailAddress: "bonde@example.se",
        ReminderInMinutesBefore: "60",
      }),
    });
    rows = await remindersOf(id);
    expect(rows.map((r) => r.sendAfter.toISOString())).toEqual([at("13:00").toISOString()]);
    const { sent, transport } = recorder();
    await dispatchAt(at("09:00"), transport);
    expect(sent).toHaveLength(0);
    await dispatchAt(at("13:00"), transport);
    expect(sent).toHaveLength(1);
    expect(must(sent[0]).body).toContain("14:00");
  });

  it("the sender re-reads the booking: moved behind its back → rescheduled, cancelled → never sent", async () => {
    const s = await setup();
    const moved = await book(s, "10:00");
    const cancelled = await book(s, "10:30");
    // changes that bypass scheduleReminders (e.g. another system writing the booking)
    await t.db
      .update(reservations)
      .set({ startsAt: at("15:00"), endsAt: at("15:30") })
      .where(eq(reservations.id, moved));
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, cancelled));
    const { sent, transport } = recorder();
    await dispatchAt(at("09:30"), transport);
    expect(sent).toHaveLength(0);
    const m = must((await remindersOf(moved))[0]);
    expect([m.status, m.sendAfter.toISOString()]).toEqual(["pending", at("14:00").toISOString()]);
    expect(must((await remindersOf(cancelled))[0]).status).toBe("cancelled");
    await dispatchAt(at("14:00"), transport);
    expect(sent).toHaveLength(1);
    expect(must(sent[0]).body).toContain("15:00");
  });

  it("deleting a booking cancels its reminder; changing the offset keeps one row per offset and channel", async () => {
    const s = await setup();
    const id = await book(s, "11:00");
    const info = (extra: Record<string, unknown>) =>
      updateReservationInformation(t.db, {
        market: "se",
        actor: s.actor,
        input: ZUpdateReservationInformationRequest.parse({
          reservationId: id,
          LicensePlateNo: "ABC123",
          EmailAddress: "bonde@example.se",
          ...extra,
        }),
      });
    await info({ ReminderInMinutesBefore: "120" });
    await info({ ReminderInMinutesBefore: "60" });
    await info({ ReminderInMinutesBefore: "120" });
    const rows = await remindersOf(id);
    expect(rows.map((r) => [r.dedupeKey, r.status])).toEqual([
      [reminderKey(id, 60, "email"), "cancelled"],
      [reminderKey(id, 120, "email"), "pending"],
    ]);
    await deleteReservation(t.db, { market: "se", actor: s.actor, input: ZDeleteReservationRequest.parse({ reservationId: id }) });
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    const { sent, transport } = recorder();
    await dispatchAt(at("11:00"), transport);
    expect(sent).toHaveLength(0);
  });

  it("two workers racing over 30 due reminders send each exactly once", async () => {
    const s = await setup();
    const times = Array.from({ length: 10 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
    const ids: number[] = [];
    for (const time of times) for (let k = 0; k < 3; k++) ids.push(await book(s, time, { ReminderInMinutesBefore: 1440 }));
    const { sent, transport } = recorder();
    const slow: Transport = {
      name: "slow",
      async deliver(m) {
        await new Promise((r) => setTimeout(r, 5));
        return transport.deliver(m);
      },
    };
    const when = at("20:00", "2030-09-01");
    await Promise.all([dispatchAt(when, slow), dispatchAt(when, slow), dispatchAt(when, slow)]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((m) => m.body)).size).toBeGreaterThan(1);
    const rows = (await Promise.all(ids.map(remindersOf))).flat();
    expect(rows.map((r) => r.status)).toEqual(Array(30).fill("sent"));
  });

  it("a Finnish facility's reminder is in Finnish", async () => {
    const s = await setup("fi");
    const id = await book(s, "10:00", { EmailAddress: "viljelija@example.fi" });
    const { sent, transport } = recorder();
    await dispatchAt(at("09:00"), transport);
    expect(sent).toHaveLength(1);
    expect(must(sent[0]).body).toContain("Muistutus");
    expect(must(sent[0]).body).toContain("2.9.2030");
    expect(must((await remindersOf(id))[0]).subject).toContain("Muistutus");
  });
});

describe("booking as iCalendar", () => {
  it("the owner gets a VEVENT at the booking's local time with its reminder as alarm; another customer gets 403", async () => {
    const { bookingIcs } = await import("./booking-ics");
    const s = await setup();
    const id = await book(s, "10:00");
    const { body, filename } = await bookingIcs(t.db, { market: "se", actor: s.actor, reservationId: id, origin: "http://localhost:3000" });
    expect(filename).toBe(`bokning-${id}.ics`);
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("DTSTART:20300902T080000Z"); // 10:00 in Stockholm (CEST)
    expect(body).toContain("DTEND:20300902T083000Z");
    expect(body).toContain("TRIGGER:-PT1H");
    expect(body).toContain(`UID:reservation-${id}@localhost`);
    const other = await setup();
    await expect(
      bookingIcs(t.db, { market: "se", actor: other.actor, reservationId: id, origin: "http://localhost:3000" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
