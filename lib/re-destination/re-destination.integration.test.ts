/**
 * Re-destination against a real database, on the demo seed (seedLogistics + seedReDestination):
 * search scope (staff all lines, a farmer only the customer in play's, transporters none), the
 * review, the apply in one transaction (lines, order facility, history, cancelled bookings with a
 * customer message, action log, receipt, retry by batch id), stale versions and racing applies.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionLog, bookingOrderLines, bookingOrders, customers, facilities, outbox, reDestinations, reservations } from "@/db/schema";
import { seedDeliveryFee } from "@/seed/delivery-fee";
import { seedLogistics } from "@/seed/logistics";
import { seedReDestination } from "@/seed/re-destination";
import { isAppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { todayIn } from "@/lib/market/format";
import { addDays } from "@/lib/time-booking/compute-slots";
import { makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { applyReDestination } from "./apply-re-destination";
import { loadReDestinationReceipt } from "./load-re-destination-receipt";
import { ZReDestinationApplyRequest, ZReDestinationSearchRequest, type ReDestinationLine } from "./schemas";
import { searchReDestinationLines } from "./search-re-destination-lines";
import { validateReDestination } from "./validate-re-destination";

const t = useTestDb();
const today = todayIn("se");
const range = { warehouse: "SKA", confirmedDeliveryDateFrom: today, confirmedDeliveryDateTo: addDays(today, 30) };
let farmer: Actor;
let staff: Actor;
let transporter: Actor;

beforeAll(async () => {
  const rows = await t.db
    .insert(customers)
    .values([
      { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
      { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
      { customerNumber: "100412", name: "Björkhaga Lantbruk AB", market: "se" },
      { customerNumber: "100518", name: "Norrby Säteri", market: "se" },
      { customerNumber: "700101", name: "Mäkelän tila", market: "fi" },
    ])
    .returning();
  await seedDeliveryFee(t.db, { demo: false });
  await seedLogistics(t.db, { demo: true });
  await seedReDestination(t.db, { demo: true });
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(rows[0]).id }] })).id);
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
  transporter = await signInAs(t.db, (await makeUser(t.db, { transporter: true })).id);
});

const search = (actor: Actor, extra: Record<string, unknown> = {}) =>
  searchReDestinationLines(t.db, { actor, market: "se", input: ZReDestinationSearchRequest.parse({ ...range, ...extra }) });

const line = (lines: ReDestinationLine[], order: string, nr = 10) => {
  const l = lines.find((x) => x.orderNumber === order && x.lineNumber === nr);
  if (!l) throw new Error(`line ${order}/${nr} not in the result`);
  return l;
};

const applyInput = (lines: ReDestinationLine[], extra: Record<string, unknown> = {}) =>
  ZReDestinationApplyRequest.parse({
    batchId: randomUUID(),
    lines: lines.map((l) => ({ lineId: l.lineId, version: l.version })),
    warehouse: "LID",
    deliveryDate: addDays(today, 20),
    lorryType: "BIL_SLAP",
    reason: "full",
    note: "Skara fullt vecka 38",
    ...extra,
  });

async function expectError(p: Promise<unknown>, code: string): Promise<Record<string, string[]> | undefined> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(isAppError(e) ? e.code : e).toBe(code);
  return isAppError(e) ? e.fields : undefined;
}

describe("seedReDestination", () => {
  it("is idempotent", async () => {
    const count = () => t.db.$count(bookingOrders, like(bookingOrders.orderNumber, "4_009%"));
    const before = await count();
    expect(before).toBe(12);
    await seedReDestination(t.db, { demo: true });
    expect(await count()).toBe(before);
  });
});

describe("searchReDestinationLines", () => {
  it("gives staff every confirmed, undelivered purchase-order line of the warehouse in the range, with bookings", async () => {
    const r = await search(staff);
    expect(r.warehouse).toEqual({ code: "SKA", name: "Skara" });
    const keys = r.lines.map((l) => `${l.orderNumber}/${l.lineNumber}`).sort();
    expect(keys).toEqual([
      "4500123401/10",
      "4500900101/10",
      "4500900101/20",
      "4500900102/10",
      "4500900103/10",
      "4500900201/10",
      "4500900202/10",
      "4500900301/10",
    ]);
    // not confirmed (4500900105), delivered (4500123404) and other warehouses are left out
    expect(r.lines.every((l) => l.warehouse === "SKA" && l.deliveryDate >= range.confirmedDeliveryDateFrom)).toBe(true);
    const booked = line(r.lines, "4500900102");
    expect(booked).toMatchObject({
      customerNumber: "100234",
      itemNumber: "10210",
      articleName: "Maltkorn",
      quantityKg: 29000,
      quantityTons: 29,
      bookings: 1,
    });
    expect(line(r.lines, "4500900103").bookings).toBe(0);
    expect(booked.version).toMatch(/^\d+$/);
    // staff may narrow to one customer
    expect((await search(staff, { customerNumber: "100412" })).lines.map((l) => l.customerNumber)).toEqual(["100412", "100412"]);
  });

  it("gives a farmer only the customer in play's lines and refuses another customer's number", async () => {
    const r = await search(farmer);
    expect(new Set(r.lines.map((l) => l.customerNumber))).toEqual(new Set(["100234"]));
    expect(r.lines).toHaveLength(5);
    await expectError(search(farmer, { customerNumber: "100412" }), "FORBIDDEN");
  });

  it("refuses transporters, and an unknown or foreign-market warehouse is a field error", async () => {
    await expectError(search(transporter), "FORBIDDEN");
    expect(await expectError(search(staff, { warehouse: "SEI" }), "BAD_REQUEST")).toEqual({
      warehouse: ["reDestination.validation.unknownWarehouse"],
    });
    expect(
      (
        await searchReDestinationLines(t.db, {
          actor: staff,
          market: "fi",
          input: ZReDestinationSearchRequest.parse({ ...range, warehouse: "SEI" }),
        })
      ).lines.map((l) => l.orderNumber),
    ).toEqual(["4600900101"]);
  });
});

describe("validateReDestination", () => {
  it("returns old → new per line with the bookings that would be cancelled, and changes nothing", async () => {
    const r = await search(farmer);
    const input = applyInput([line(r.lines, "4500900102"), line(r.lines, "4500900103")]);
    const review = await validateReDestination(t.db, { actor: farmer, market: "se", input });
    expect(review.warehouse).toEqual({ code: "LID", name: "Lidköping" });
    expect(review.lorryType).toEqual({ code: "BIL_SLAP", name: "Bil med släp" });
    expect(review.changes.map((c) => [c.orderNumber, c.warehouse, c.toWarehouse, c.toDeliveryDate, c.bookingsToCancel.length])).toEqual([
      ["4500900102", "SKA", "LID", input.deliveryDate, 1],
      ["4500900103", "SKA", "LID", input.deliveryDate, 0],
    ]);
    expect(must(review.changes[0]).bookingsToCancel[0]).toMatchObject({ from: "10:30", resourceGroupName: "Skara – lossning" });
    expect((await search(farmer)).lines.find((l) => l.orderNumber === "4500900102")?.version).toBe(line(r.lines, "4500900102").version);
  });

  it("refuses the same warehouse, a past date in the facility's zone, unknown codes, and foreign lines", async () => {
    const r = await search(staff);
    const mine = line(r.lines, "4500900103");
    expect(
      await expectError(
        validateReDestination(t.db, { actor: farmer, market: "se", input: applyInput([mine], { warehouse: "SKA" }) }),
        "BAD_REQUEST",
      ),
    ).toEqual({ warehouse: ["reDestination.validation.sameWarehouse"] });
    const past = { ...applyInput([mine]), deliveryDate: addDays(today, -1) };
    expect(await expectError(validateReDestination(t.db, { actor: farmer, market: "se", input: past }), "BAD_REQUEST")).toEqual({
      deliveryDate: ["reDestination.validation.deliveryDatePast"],
    });
    expect(
      await expectError(
        validateReDestination(t.db, { actor: farmer, market: "se", input: applyInput([mine], { warehouse: "XXX", lorryType: "AUTO" }) }),
        "BAD_REQUEST",
      ),
    ).toEqual({ warehouse: ["reDestination.validation.unknownWarehouse"], lorryType: ["reDestination.validation.unknownLorryType"] });
    await expectError(
      validateReDestination(t.db, { actor: farmer, market: "se", input: applyInput([mine, line(r.lines, "4500900201")]) }),
      "FORBIDDEN",
    );
    await expectError(validateReDestination(t.db, { actor: transporter, market: "se", input: applyInput([mine]) }), "FORBIDDEN");
  });
});

describe("applyReDestination", () => {
  it("moves the lines, cancels their bookings with a message, records history and the action log, and repeats by batch id", async () => {
    const r = await search(staff);
    const chosen = [line(r.lines, "4500900102"), line(r.lines, "4500900201")];
    const input = applyInput(chosen);
    const [found] = await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.searchValue, "4500900102"), eq(reservations.status, "booked")));
    const booking = must(found, "the booking on 4500900102");

    const receipt = await applyReDestination(t.db, { actor: staff, market: "se", input, ctx: { requestId: "req-redest-1" } });
    expect(receipt).toMatchObject({
      batchId: input.batchId,
      repeated: false,
      warehouse: { code: "LID", name: "Lidköping" },
      deliveryDate: input.deliveryDate,
      reason: "full",
      note: "Skara fullt vecka 38",
      appliedBy: "Test Person",
    });
    expect(receipt.changes.map((c) => [c.orderNumber, c.warehouse, c.deliveryDate, c.toWarehouse, c.toDeliveryDate])).toEqual(
      chosen.map((l) => [l.orderNumber, "SKA", l.deliveryDate, "LID", input.deliveryDate]),
    );
    expect(must(receipt.changes[0]).bookingsToCancel.map((b) => b.reservationId)).toEqual([booking.id]);
    expect(receipt.notified).toBe(2);

    // the lines and their (single-line) orders now point at Lidköping
    const lines = await t.db
      .select()
      .from(bookingOrderLines)
      .where(
        inArray(
          bookingOrderLines.id,
          chosen.map((l) => l.lineId),
        ),
      );
    expect(lines.map((l) => [l.warehouse, l.deliveryDate])).toEqual([
      ["LID", input.deliveryDate],
      ["LID", input.deliveryDate],
    ]);
    const lid = must((await t.db.select().from(facilities).where(eq(facilities.code, "LID")))[0], "facility LID");
    const orders = await t.db
      .select()
      .from(bookingOrders)
      .where(inArray(bookingOrders.orderNumber, ["4500900102", "4500900201"]));
    expect(orders.map((o) => o.facilityId)).toEqual([lid.id, lid.id]);

    // the booking is cancelled and the customer told, by e-mail and SMS, once
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(after?.status).toBe("cancelled");
    const msgs = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `re-destination:${input.batchId}:%`));
    expect(msgs.map((m) => [m.channel, m.recipient, m.kind]).sort()).toEqual([
      ["email", "farmer@demo.se", "re-destination-booking-cancelled"],
      ["sms", "+46701234567", "re-destination-booking-cancelled"],
    ]);
    const mail = must(
      msgs.find((m) => m.channel === "email"),
      "the e-mail",
    );
    expect(mail.subject).toBe("Din tidsbokning har avbokats – leveransen har flyttats");
    expect(mail.body).toContain("inköpsorder 4500900102 rad 10 har flyttats från Skara");
    expect(mail.body).toContain("till Lidköping");

    // history and action log (one entry per customer)
    const history = await t.db.select().from(reDestinations).where(eq(reDestinations.batchId, input.batchId));
    expect(
      history.map((h) => [h.orderNumber, h.fromWarehouse, h.toWarehouse, h.reason, h.createdByUserId, h.cancelledReservationIds]),
    ).toEqual([
      ["4500900102", "SKA", "LID", "full", staff.userId, [booking.id]],
      ["4500900201", "SKA", "LID", "full", staff.userId, []],
    ]);
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "reDestination.apply"), eq(actionLog.requestId, "req-redest-1")));
    expect(logs.map((l) => l.customerNumber).sort()).toEqual(["100234", "100412"]);

    // a retry with the same batch id changes nothing and answers with the same receipt
    const again = await applyReDestination(t.db, { actor: staff, market: "se", input });
    expect(again).toMatchObject({ repeated: true, batchId: input.batchId, notified: 2 });
    expect(await t.db.$count(reDestinations, eq(reDestinations.batchId, input.batchId))).toBe(2);
    expect(await loadReDestinationReceipt(t.db, { market: "se", actor: farmer, batchId: input.batchId })).toBeNull(); // another customer's line is in it
    // another user may not reuse the batch id
    await expectError(applyReDestination(t.db, { actor: farmer, market: "se", input }), "CONFLICT");
  });

  it("reports a line changed since the search (stale version) and changes nothing", async () => {
    const r = await search(staff);
    const l = line(r.lines, "4500900101", 20);
    await t.db.update(bookingOrderLines).set({ quantityKg: 19000 }).where(eq(bookingOrderLines.id, l.lineId)); // e.g. the ERP sync
    const other = line(r.lines, "4500900101", 10);
    const fields = await expectError(applyReDestination(t.db, { actor: staff, market: "se", input: applyInput([other, l]) }), "CONFLICT");
    expect(fields).toEqual({ [`line-${l.lineId}`]: ["reDestination.errors.lineChanged"] });
    const rows = await t.db
      .select()
      .from(bookingOrderLines)
      .where(inArray(bookingOrderLines.id, [l.lineId, other.lineId]));
    expect(rows.map((x) => x.warehouse)).toEqual(["SKA", "SKA"]);
  });

  it("lets one of several racing applies on the same lines win; the others get a clear conflict", async () => {
    const r = await search(staff);
    const chosen = [line(r.lines, "4500900301"), line(r.lines, "4500900202")];
    const targets = ["LID", "UPP", "LID", "UPP", "LID", "UPP"];
    const results = await Promise.allSettled(
      targets.map((w, i) =>
        applyReDestination(t.db, {
          actor: staff,
          market: "se",
          input: applyInput(chosen, { warehouse: w, deliveryDate: addDays(today, 10 + i) }),
        }),
      ),
    );
    const won = results.filter((x) => x.status === "fulfilled");
    const lost = results.filter((x): x is PromiseRejectedResult => x.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((x) => (isAppError(x.reason) ? x.reason.code : String(x.reason)))).toEqual(Array(targets.length - 1).fill("CONFLICT"));
    const reason: unknown = must(lost[0]).reason;
    expect(isAppError(reason) ? Object.values(reason.fields ?? {}) : reason).toEqual([
      ["reDestination.errors.lineChanged"],
      ["reDestination.errors.lineChanged"],
    ]);
    // exactly one history row per line
    expect(
      await t.db.$count(
        reDestinations,
        inArray(
          reDestinations.lineId,
          chosen.map((l) => l.lineId),
        ),
      ),
    ).toBe(2);
  });

  it("refuses an external user's apply on another customer's line", async () => {
    const r = await search(staff);
    const foreign = line((await search(staff, { warehouse: "UPP" })).lines, "4500900302");
    await expectError(
      applyReDestination(t.db, { actor: farmer, market: "se", input: applyInput([line(r.lines, "4500900101"), foreign]) }),
      "FORBIDDEN",
    );
    expect((await t.db.select().from(bookingOrderLines).where(eq(bookingOrderLines.id, foreign.lineId)))[0]?.warehouse).toBe("UPP");
    await expectError(
      applyReDestination(t.db, { actor: transporter, market: "se", input: applyInput([line(r.lines, "4500900101")]) }),
      "FORBIDDEN",
    );
  });
});
