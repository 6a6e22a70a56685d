/** UpdateReservation and UpdateReservationInformation (spec 1 §5, §6, §7, §8; spec 2 §5 "Booking", §7). */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, facilities, reservations, resourceGroups, resourceOpeningHours, resources, vehicleTypes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { localInstant } from "./compute-slots";
import { makeReservation } from "./make-reservation";
import { TB } from "./messages";
import { ZMakeReservationRequest, ZUpdateReservationInformationRequest, ZUpdateReservationRequest } from "./schemas";
import { updateReservation } from "./update-reservation";
import { updateReservationInformation } from "./update-reservation-information";

const t = useTestDb();
let seq = 0;
const DAY = "2030-09-02"; // a Monday, far ahead
const TZ = "Europe/Stockholm";

async function makeFacility(opts: { groups: { resources: number; allowed?: number; regNo?: boolean }[]; market?: "se" | "fi" }) {
  const n = ++seq;
  const market = opts.market ?? "se";
  const f = must(
    (
      await t.db
        .insert(facilities)
        .values({ market, code: `U${n}`, name: `Anläggning ${n}`, timeZone: TZ })
        .returning()
    )[0],
  );
  const groups = [];
  for (const [gi, spec] of opts.groups.entries()) {
    const g = must(
      (
        await t.db
          .insert(resourceGroups)
          .values({
            facilityId: f.id,
            value: `U${n}-${gi}`,
            display: `Grupp ${n}/${gi}`,
            isLoading: false,
            allowedReservations: spec.allowed ?? 10,
            regNoMandatory: spec.regNo ?? false,
          })
          .returning()
      )[0],
    );
    for (let i = 0; i < spec.resources; i++) {
      const r = must(
        (
          await t.db
            .insert(resources)
            .values({ resourceGroupId: g.id, name: `Ficka ${i + 1}`, slotMinutes: 60 })
            .returning()
        )[0],
      );
      await t.db
        .insert(resourceOpeningHours)
        .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ resourceId: r.id, weekday, opensAt: 7 * 60, closesAt: 16 * 60 })));
    }
    groups.push(g);
  }
  const v = must(
    (
      await t.db
        .insert(vehicleTypes)
        .values({ market, code: `UV${n}`, name: "Bil med släp" })
        .returning()
    )[0],
  );
  return { facility: f, groups, vehicleTypeId: v.id };
}

async function farmer() {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id }] });
  return { customer: c, actor: await signInAs(t.db, u.id) };
}

async function book(f: Awaited<ReturnType<typeof farmer>>, groupId: number, vehicleTypeId: number, time: string) {
  const input = ZMakeReservationRequest.parse({
    SearchValue: f.customer.customerNumber,
    SearchType: 9,
    Qty: 30,
    VehicleAssortmentID: vehicleTypeId,
    ResourceId: groupId,
    CustomerNo: f.customer.customerNumber,
    SelectedDate: DAY,
    Item: "10110",
    LicensePlateNo: "ABC123",
    Reservations: [{ FromTime: `${DAY}T${time}` }],
  });
  const reply = await makeReservation(t.db, { market: "se", actor: f.actor, input });
  const [made] = reply.makeReservations;
  expect(made?.Status).toBe(200);
  return must(made?.ReservationId ?? undefined, "the booking's id");
}

const row = async (id: number) => must((await t.db.select().from(reservations).where(eq(reservations.id, id)))[0], `booking ${id}`);
/** The i-th resource group made by makeFacility. */
const group = <G>(groups: G[], i: number): G => must(groups[i], `resource group ${i}`);
const move = (
  actor: Awaited<ReturnType<typeof farmer>>["actor"],
  reservationId: number,
  time: string,
  extra: Record<string, unknown> = {},
) =>
  updateReservation(t.db, {
    market: "se",
    actor,
    input: ZUpdateReservationRequest.parse({ reservationId, FromTime: `${DAY} ${time}`, LicensePlateNo: "ABC123", ...extra }),
  });

describe("UpdateReservation", () => {
  it("moves a booking to a free slot with its contact data, logs it, and 'Bokningen uppdaterad'", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 1 }] });
    const f = await farmer();
    const id = await book(f, group(groups, 0).id, vehicleTypeId, "08:00");
    const reply = await move(f.actor, id, "10:00", { MobilePhone: "070 123 45 67", Note: "Släp", ReminderInMinutesBefore: "60" });
    expect(reply).toEqual({
      updateReservations: [
        { Status: 200, ReservationId: id, StartDate: DAY, StartTime: "10:00", Message: TB.bookingUpdated, ErrorMessage: null },
      ],
      Title: TB.bookingUpdated,
    });
    const r = await row(id);
    expect(r.startsAt.toISOString()).toBe(localInstant(DAY, 10 * 60, TZ).toISOString());
    expect(r).toMatchObject({ mobileNo: "+46701234567", note: "Släp", reminderInMinutesBefore: 60, status: "booked" });
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "timeBooking.reservation.update"), eq(actionLog.userId, f.actor.userId)));
    expect(logs).toHaveLength(1);
  });

  it("a moved booking never overlaps another: a full slot fails whole ('Uppdateringsfel'), a free resource of the group is taken", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 2 }] });
    const a = await farmer();
    const b = await farmer();
    const c = await farmer();
    await book(a, group(groups, 0).id, vehicleTypeId, "09:00");
    await book(b, group(groups, 0).id, vehicleTypeId, "09:00");
    const mine = await book(c, group(groups, 0).id, vehicleTypeId, "11:00");
    const before = await row(mine);
    // the whole call failed: an error (409 with the message), not a 200 with a failed item (decision 028)
    await expect(move(c.actor, mine, "09:00", { Note: "ändrad" })).rejects.toMatchObject({ status: 409, message: TB.bookingFailed });
    expect(await row(mine)).toMatchObject({ startsAt: before.startsAt, resourceId: before.resourceId, note: null });
    // the 10:00 slot: one resource is taken, the booking gets the other
    const other = await book(a, group(groups, 0).id, vehicleTypeId, "10:00");
    expect((await move(c.actor, mine, "10:00")).updateReservations[0]?.Status).toBe(200);
    expect((await row(mine)).resourceId).not.toBe((await row(other)).resourceId);
  });

  /** Eight farmers' bookings at 07:00–14:00 of a group, all moved to 15:00 at once: each move's outcome. */
  async function raceTo1500(groupId: number, vehicleTypeId: number) {
    const hours = ["07:00", "08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00"];
    const owners = await Promise.all(hours.map(async (hour) => ({ hour, owner: await farmer() })));
    const booked: { actor: Actor; id: number }[] = [];
    for (const { hour, owner } of owners) booked.push({ actor: owner.actor, id: await book(owner, groupId, vehicleTypeId, hour) });
    return Promise.allSettled(booked.map((b) => move(b.actor, b.id, "15:00")));
  }
  const bookedAt1500 = (groupId: number) =>
    t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.resourceGroupId, groupId), eq(reservations.startsAt, localInstant(DAY, 15 * 60, TZ))));

  it("8 bookings racing to move into the one free slot: exactly one gets it", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 1 }] });
    const replies = await raceTo1500(group(groups, 0).id, vehicleTypeId);
    expect(replies.filter((r) => r.status === "fulfilled" && r.value.updateReservations[0]?.Status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === "rejected" && (r.reason as { status?: number }).status === 409)).toHaveLength(7);
    const at15 = await bookedAt1500(group(groups, 0).id);
    expect(at15).toHaveLength(1);
  });

  it("8 bookings racing to move into a slot of two free resources: exactly two get it, one on each (a lost attempt rolls back to its savepoint and tries the next)", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 2 }] });
    const replies = await raceTo1500(group(groups, 0).id, vehicleTypeId);
    // without the rollback to the savepoint, an attempt that lost the first resource leaves the
    // transaction aborted and its try of the second resource fails with 25P02 (a 500, not a 409)
    expect(replies.filter((r) => r.status === "rejected" && (r.reason as { status?: number }).status !== 409)).toEqual([]);
    expect(replies.filter((r) => r.status === "fulfilled" && r.value.updateReservations[0]?.Status === 200)).toHaveLength(2);
    const at15 = await bookedAt1500(group(groups, 0).id);
    expect(new Set(at15.map((r) => r.resourceId)).size).toBe(2);
  });

  it("only editable bookings in the actor's scope; only groups of the same facility", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 1 }, { resources: 1, allowed: 1 }] });
    const other = await makeFacility({ groups: [{ resources: 1 }] });
    const f = await farmer();
    const stranger = await farmer();
    const id = await book(f, group(groups, 0).id, vehicleTypeId, "08:00");
    await expect(move(stranger.actor, id, "09:00")).rejects.toMatchObject({ status: 403 });
    await expect(
      updateReservation(t.db, {
        market: "se",
        actor: f.actor,
        input: ZUpdateReservationRequest.parse({ reservationId: id, FromTime: `${DAY}T09:00` }),
        now: new Date("2031-01-01T00:00:00Z"),
      }),
    ).rejects.toMatchObject({ status: 409, message: TB.updateError });
    await expect(move(f.actor, id, "09:00", { ResourceId: group(other.groups, 0).id })).rejects.toMatchObject({
      status: 400,
      fields: { ResourceId: [TB.detailsMissing] },
    });
    await expect(move(f.actor, 999999, "09:00")).rejects.toMatchObject({ status: 404 });
    // to the sibling group, whose AllowedReservations (1) the customer already uses up
    expect((await move(f.actor, id, "09:00", { ResourceId: group(groups, 1).id })).updateReservations[0]?.Status).toBe(200);
    const second = await book(f, group(groups, 0).id, vehicleTypeId, "12:00");
    await expect(move(f.actor, second, "13:00", { ResourceId: group(groups, 1).id })).rejects.toMatchObject({
      status: 409,
      message: TB.tooManyReservations,
    });
    // staff may change any booking
    const staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
    expect((await move(staff, second, "14:00")).updateReservations[0]?.Status).toBe(200);
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, second));
    await expect(move(f.actor, second, "15:00")).rejects.toMatchObject({ status: 409 });
  });
});

describe("UpdateReservationInformation", () => {
  const info = (body: Record<string, unknown>) => ZUpdateReservationInformationRequest.parse(body);

  it("replaces the contact data; the mobile follows the facility's market; a required plate stays required", async () => {
    const { groups, vehicleTypeId } = await makeFacility({ groups: [{ resources: 1, regNo: true }] });
    const f = await farmer();
    const id = await book(f, group(groups, 0).id, vehicleTypeId, "08:00");
    const reply = await updateReservationInformation(t.db, {
      market: "se",
      actor: f.actor,
      input: info({
        reservationId: id,
        EmailAddress: "bonde@gard.se",
        MobilePhone: "0701234567",
        LicensePlateNo: "xyz789",
        Note: "Ring vid ankomst",
        ReminderInMinutesBefore: "1440",
        DeliveryNo: "Leverans5Åäö",
      }),
    });
    expect(reply.updateReservations[0]).toMatchObject({ Status: 200, ReservationId: id, Message: TB.bookingUpdated });
    expect(await row(id)).toMatchObject({
      email: "bonde@gard.se",
      mobileNo: "+46701234567",
      licensePlateNo: "XYZ789",
      note: "Ring vid ankomst",
      reminderInMinutesBefore: 1440,
      deliveryNo: "Leverans5Åäö",
    });
    await expect(
      updateReservationInformation(t.db, {
        market: "se",
        actor: f.actor,
        input: info({ reservationId: id, LicensePlateNo: "XYZ789", MobilePhone: "+358 401234567" }),
      }),
    ).rejects.toMatchObject({ status: 400, fields: { MobilePhone: ["validation.mobile.valid"] } });
    await expect(
      updateReservationInformation(t.db, { market: "se", actor: f.actor, input: info({ reservationId: id }) }),
    ).rejects.toMatchObject({ status: 400, fields: { LicensePlateNo: [TB.licensePlateRequired] } });
    const stranger = await farmer();
    await expect(
      updateReservationInformation(t.db, {
        market: "se",
        actor: stranger.actor,
        input: info({ reservationId: id, LicensePlateNo: "XYZ789" }),
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await row(id)).licensePlateNo).toBe("XYZ789");
  });

  it("validates the form: reminder needs an e-mail or mobile, delivery number letters and digits, e-mail format", () => {
    const issues = (body: Record<string, unknown>) => {
      const r = ZUpdateReservationInformationRequest.safeParse({ reservationId: 1, ...body });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(issues({ ReminderInMinutesBefore: "60" })).toEqual({ ReminderInMinutesBefore: TB.detailsMissing });
    expect(issues({ ReminderInMinutesBefore: "30", EmailAddress: "a@b.se" })).toEqual({ ReminderInMinutesBefore: TB.detailsMissing });
    expect(issues({ ReminderInMinutesBefore: "0", MobilePhone: "0701234567" })).toEqual({});
    expect(issues({ DeliveryNo: "AB-12" })).toEqual({ DeliveryNo: TB.detailsMissing });
    expect(issues({ DeliveryNo: "Åker12" })).toEqual({});
    expect(issues({ EmailAddress: "inte-en-adress" })).toEqual({ EmailAddress: "validation.email.valid" });
    expect(issues({ LicensePlateNo: "ABC-123" })).toEqual({});
    expect(issues({ LicensePlateNo: "A;B" })).toEqual({ LicensePlateNo: "validation.regNumber.valid" });
  });
});
