/**
 * The time-booking texts are message keys (./messages.ts) rendered by the API in the market's
 * language: the dialog texts of replies (Title, Message, ErrorMessage, Warning), thrown errors and
 * 400 field messages — Swedish on the se host, Finnish on a host ending in "fi".
 */
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingOrderLines, bookingOrders, customers, facilities, resourceGroups, vehicleTypes } from "@/db/schema";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import type { LoadResourceGroupsReply } from "./load-resource-groups-for-booking-reference";
import type { MakeReservationReply } from "./make-reservation";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const PATHS = ["LoadResourceGroupsForBookingReference", "MakeReservation", "CustomerSearch", "ExistBooking", "DeleteReservation"] as const;
type Path = (typeof PATHS)[number];
const handlers = Object.fromEntries(
  await Promise.all(PATHS.map(async (p) => [p, ((await import(`@/app/api/time-booking/${p}/route`)) as { POST: Handler }).POST])),
) as Record<Path, Handler>;

const t = useTestDb();
let seFarmer: Actor;
let fiFarmer: Actor;
const DAY = "2030-09-02"; // a Monday, far ahead

beforeAll(async () => {
  const rows = await t.db
    .insert(customers)
    .values([
      { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
      { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
      { customerNumber: "700101", name: "Mäkelän tila", market: "fi" },
    ])
    .returning();
  await seedLogistics(t.db, { demo: true });
  // Finnish orders (the Finnish host answers only the Finnish market's data, decision 019): one
  // blocked by a missing delivery assurance, one delivered
  const sei = must((await t.db.select().from(facilities).where(eq(facilities.code, "SEI")))[0], "facility SEI");
  const [seRow, , fiRow] = rows;
  const fiCustomer = must(fiRow, "customer 700101");
  const orders = await t.db
    .insert(bookingOrders)
    .values([
      { kind: "purchase", orderNumber: "4600200102", customerId: fiCustomer.id, facilityId: sei.id, status: 20 },
      { kind: "purchase", orderNumber: "4600200104", customerId: fiCustomer.id, facilityId: sei.id, status: 80 },
    ])
    .returning();
  await t.db
    .insert(bookingOrderLines)
    .values(orders.map((o) => ({ orderId: o.id, lineNumber: 10, itemNumber: "11310", quantityKg: 30000, status: o.status })));
  seFarmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: must(seRow, "customer 100234").id }] })).id);
  fiFarmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: fiCustomer.id }] })).id);
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

async function call<T = ErrorReply>(host: string, path: Path, body: Record<string, unknown>) {
  const headers = { host, origin: `http://${host}`, accept: "application/json", "content-type": "application/json" };
  const res = await handlers[path](
    new NextRequest(`http://${host}/api/time-booking/${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const SE = "portal.test";
const FI = "portal.test.fi";

describe("time-booking replies in the market's language", () => {
  it("search statuses: Swedish on the se host, Finnish on the fi host", async () => {
    state.sessionId = seFarmer.sessionId;
    const se = await call(SE, "LoadResourceGroupsForBookingReference", { bookingReference: "4500123402", referenceType: 5 });
    expect(se.body).toMatchObject({
      SearchStatus: "Unplanned",
      IsBookingAllowed: false,
      Title: "Obs!",
      Message: "Bokning ej tillåten på denna inköpsorder! Leveransförsäkran saknas",
    });
    // the Swedish order through the Finnish host does not exist
    expect(
      (await call(FI, "LoadResourceGroupsForBookingReference", { bookingReference: "4500123402", referenceType: 5 })).body,
    ).toMatchObject({ SearchStatus: "NotFound", Message: "Viitettä ei löytynyt." });
    expect(
      (
        await call<LoadResourceGroupsReply>(SE, "LoadResourceGroupsForBookingReference", {
          bookingReference: "4500123404",
          referenceType: 5,
        })
      ).body.Message,
    ).toBe("Leverans är redan genomförd.");

    state.sessionId = fiFarmer.sessionId;
    const fi = await call(FI, "LoadResourceGroupsForBookingReference", { bookingReference: "4600200102", referenceType: 5 });
    expect(fi.body).toMatchObject({ Title: "Huom!", Message: "Varaus ei ole sallittu tälle ostotilaukselle! Toimitusvakuutus puuttuu" });
    expect(
      (
        await call<LoadResourceGroupsReply>(FI, "LoadResourceGroupsForBookingReference", {
          bookingReference: "4600200104",
          referenceType: 5,
        })
      ).body.Message,
    ).toBe("Toimitus on jo tehty.");
    state.sessionId = seFarmer.sessionId;
    expect(
      (await call(SE, "LoadResourceGroupsForBookingReference", { bookingReference: "4599999999", referenceType: 5 })).body,
    ).toMatchObject({ SearchStatus: "NotFound", Title: "Fel uppstod", Message: "Referens kunde ej hittas." });
    expect(
      (await call(FI, "LoadResourceGroupsForBookingReference", { bookingReference: "4599999999", referenceType: 5 })).body,
    ).toMatchObject({ Title: "Tapahtui virhe", Message: "Viitettä ei löytynyt." });
    const exists = await call(SE, "LoadResourceGroupsForBookingReference", { bookingReference: "4500123401", referenceType: 5 });
    expect(exists.body).toMatchObject({
      SearchStatus: "ReservationExists",
      Message: "Det finns redan en bokning på inköpsordern. Radera befintlig bokning innan du kan skapa en ny!",
    });
    expect((await call(FI, "ExistBooking", { bookingReference: "4500123401" })).body).toEqual({ IsExistBooking: false, Message: null }); // another market's order
  });

  it("400 field messages and thrown errors are translated", async () => {
    state.sessionId = seFarmer.sessionId;
    const se = await call(SE, "MakeReservation", { Reservations: [] });
    expect(se.status).toBe(400);
    expect(se.body.error.fields).toMatchObject({
      Reservations: ["Inga tider valda"],
      Item: ["Uppgifter saknas"],
      Qty: ["Kvantitet måste ha ett värde större än 0."],
    });
    const fi = await call(FI, "MakeReservation", { Reservations: [] });
    expect(fi.body.error.fields).toMatchObject({
      Reservations: ["Aikoja ei ole valittu"],
      Item: ["Tietoja puuttuu"],
      Qty: ["Määrän on oltava suurempi kuin 0."],
    });

    const group = must((await t.db.select().from(resourceGroups).where(eq(resourceGroups.value, "SKA-L")))[0], "resource group SKA-L");
    const vehicle = must(
      (
        await t.db
          .select()
          .from(vehicleTypes)
          .where(and(eq(vehicleTypes.market, "se"), eq(vehicleTypes.code, "BIL")))
      )[0],
      "vehicle type BIL",
    );
    const blocked = {
      SearchValue: "4500123402",
      SearchType: 5,
      Qty: 28,
      VehicleAssortmentID: vehicle.id,
      ResourceId: group.id,
      CustomerNo: "100234",
      SelectedDate: DAY,
      Item: "10210",
      Reservations: [{ FromTime: `${DAY}T08:00` }],
    };
    expect(await call(SE, "MakeReservation", blocked)).toMatchObject({
      status: 409,
      body: { error: { message: "Bokning ej tillåten på denna inköpsorder! Leveransförsäkran saknas" } },
    });
    // through the Finnish host the Swedish customer and group are unknown
    expect(await call(FI, "MakeReservation", blocked)).toMatchObject({ status: 404, body: { error: { message: "Tietoja ei löytynyt" } } });
    state.sessionId = fiFarmer.sessionId;
    const sei = must((await t.db.select().from(resourceGroups).where(eq(resourceGroups.value, "SEI-L")))[0], "resource group SEI-L");
    const auto = must(
      (
        await t.db
          .select()
          .from(vehicleTypes)
          .where(and(eq(vehicleTypes.market, "fi"), eq(vehicleTypes.code, "AUTO")))
      )[0],
      "vehicle type AUTO",
    );
    const fiBlocked = {
      ...blocked,
      SearchValue: "4600200102",
      VehicleAssortmentID: auto.id,
      ResourceId: sei.id,
      CustomerNo: "700101",
      Item: "11310",
    };
    expect(await call(FI, "MakeReservation", fiBlocked)).toMatchObject({
      status: 409,
      body: { error: { message: "Varaus ei ole sallittu tälle ostotilaukselle! Toimitusvakuutus puuttuu" } },
    });
    state.sessionId = seFarmer.sessionId;
    expect(await call(SE, "DeleteReservation", { reservationId: 999999 })).toMatchObject({
      status: 404,
      body: { error: { message: "Raderingsfel" } },
    });
    expect(await call(FI, "DeleteReservation", { reservationId: 999999 })).toMatchObject({
      status: 404,
      body: { error: { message: "Poistovirhe" } },
    });
    const search = await call(FI, "CustomerSearch", { resourceGroupId: sei.id, searchString: "Ekängen" });
    expect(search.body).toEqual({ Customers: [], Message: "Tietoja ei löytynyt", Warning: null });
    expect(await call(FI, "CustomerSearch", { resourceGroupId: group.id, searchString: "Ekängen" })).toMatchObject({
      status: 404,
      body: { error: { message: "Tietoja ei löytynyt" } },
    });
  });

  it("a booking's reply (dialog title and per-slot results) comes in Finnish on the fi host", async () => {
    state.sessionId = fiFarmer.sessionId;
    // the group allows 3 bookings per customer in this test (whatever the seed says)
    const group = must(
      (await t.db.update(resourceGroups).set({ allowedReservations: 3 }).where(eq(resourceGroups.value, "SEI-L")).returning())[0],
      "resource group SEI-L",
    );
    const vehicle = must(
      (
        await t.db
          .select()
          .from(vehicleTypes)
          .where(and(eq(vehicleTypes.market, "fi"), eq(vehicleTypes.code, "AUTO")))
      )[0],
      "vehicle type AUTO",
    );
    const base = {
      SearchValue: "4600200101",
      SearchType: 5,
      Qty: 30,
      VehicleAssortmentID: vehicle.id,
      ResourceId: group.id,
      CustomerNo: "700101",
      SelectedDate: DAY,
      Item: "11310",
      IdempotencyKey: "fi-1",
    };
    const ok = await call<MakeReservationReply>(FI, "MakeReservation", {
      ...base,
      Reservations: [{ FromTime: `${DAY}T08:00` }, { FromTime: `${DAY}T08:30` }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ Title: "Varaukset tallennettu", Message: "Varaukset tallennettu" });
    expect(ok.body.makeReservations.map((r) => r.Status)).toEqual([200, 200]);
    // a third slot would exceed the group's 3 allowed reservations only at the fourth: book 2 more, one fails
    const more = await call<MakeReservationReply>(FI, "MakeReservation", {
      ...base,
      IdempotencyKey: "fi-1",
      Reservations: [
        { FromTime: `${DAY}T08:00` },
        { FromTime: `${DAY}T08:30` },
        { FromTime: `${DAY}T09:00` },
        { FromTime: `${DAY}T09:30` },
      ],
    });
    expect(more.body).toMatchObject({ Title: "Varausvirhe", Message: "Kaikki varaukset eivät onnistuneet" });
    expect(more.body.makeReservations.map((r) => r.ErrorMessage)).toEqual([null, null, null, "Varausten enimmäismäärä on saavutettu"]);
    expect((await call(FI, "ExistBooking", { bookingReference: "4600200101" })).body).toEqual({
      IsExistBooking: true,
      Message: "Ostotilauksella on jo varaus. Poista nykyinen varaus ennen kuin voit tehdä uuden!",
    });
  });
});
