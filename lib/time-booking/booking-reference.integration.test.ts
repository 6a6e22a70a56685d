/**
 * The reference search and the form's look-ups of the time booking (spec 1 §4, §6, §7, §8) on the
 * seeded logistics data: LoadResourceGroupsForBookingReference, resourceGroupsByCompany,
 * loadItemsOnResourceGroup(ForBookingReference), CustomerSearch, ExistBooking.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, reservations, resourceGroups } from "@/db/schema";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { existBooking } from "./exist-booking";
import { listResourceGroupsByCompany } from "./list-resource-groups-by-company";
import { loadItemsForBookingReference } from "./load-items-for-booking-reference";
import { loadItemsOnResourceGroup } from "./load-items-on-resource-group";
import { loadResourceGroupsForBookingReference } from "./load-resource-groups-for-booking-reference";
import { TB } from "./messages";
import { ZCustomerSearchRequest, ZExistBookingRequest, ZLoadResourceGroupsForBookingReferenceRequest } from "./schemas";
import { searchCustomers } from "./search-customers";

const t = useTestDb();
let farmer: Actor;
let transporter: Actor;
let staff: Actor;
const group = async (value: string) =>
  must((await t.db.select().from(resourceGroups).where(eq(resourceGroups.value, value)))[0], `resource group ${value}`);

beforeAll(async () => {
  const own = must(
    (await t.db.insert(customers).values({ customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" }).returning())[0],
  );
  await t.db.insert(customers).values([
    { customerNumber: "100235", name: "Gårdsjö Skog", market: "se", parentCustomerId: own.id },
    { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
    { customerNumber: "199999", name: "Testkund Demo AB", market: "se" },
    { customerNumber: "700101", name: "Mäkelän tila", market: "fi" },
  ]);
  await seedLogistics(t.db, { demo: true });
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: own.id }] })).id);
  transporter = await signInAs(t.db, (await makeUser(t.db, { transporter: true })).id);
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
});

const search = (actor: Actor, bookingReference: string, referenceType: number, extra: Record<string, unknown> = {}) =>
  loadResourceGroupsForBookingReference(t.db, {
    market: "se",
    actor,
    input: ZLoadResourceGroupsForBookingReferenceRequest.parse({ bookingReference, referenceType, ...extra }),
  });

describe("LoadResourceGroupsForBookingReference", () => {
  it("an unblocked purchase order (status ≥ 40) is Unplanned: its facility's unloading groups, its lines in kg and tons, unloading forced", async () => {
    const r = await search(farmer, "4500123403", 5, { loading: "true" });
    expect(r).toMatchObject({
      SearchStatus: "Unplanned",
      IsBookingAllowed: true,
      Loading: false,
      LoadingLocked: true,
      CustomerNo: "100234",
      IsDemoCustomer: false,
    });
    expect(r.Resource.map((g) => [g.Display, g.IsSelected])).toEqual([["Lidköping – lossning", true]]);
    expect(r.Resource[0]).toMatchObject({ RegNoMandatory: false, AllowedReservations: 6, M3Id: "LID10" });
    expect(r.Orders).toEqual([
      expect.objectContaining({
        Quantity: 18000,
        QuantityTons: 18,
        Status: 45,
        ItemNumber: "10320",
        Warehouse: "LID",
        Linenumber: 10,
        DeliveryAssuranceConfirmed: false,
      }),
    ]);
  });

  it("a purchase order below 40 with an item but no confirmed delivery assurance is refused ('Obs!')", async () => {
    const r = await search(farmer, "4500123402", 5);
    expect(r).toMatchObject({
      SearchStatus: "Unplanned",
      IsBookingAllowed: false,
      Title: TB.obs,
      Message: TB.noDeliveryAssurance,
      Resource: [],
    });
  });

  it("a purchase order with a booking is ReservationExists with the booking listed; a delivered one is Delivered", async () => {
    const exists = await search(farmer, "4500123401", 5);
    expect(exists).toMatchObject({ SearchStatus: "ReservationExists", Message: TB.existingBooking, Resource: [], IsBookingAllowed: false });
    expect(exists.Reservations).toEqual([
      expect.objectContaining({
        CustomerNo: "100234",
        LicensePlateNo: "ABC123",
        ResourceGroupName: "Skara – lossning",
        From: "08:00",
        To: "08:30",
        Qty: 30,
        Editable: true,
        IsBooked: true,
      }),
    ]);
    expect(await search(farmer, "4500123404", 5)).toMatchObject({ SearchStatus: "Delivered", Message: TB.alreadyDelivered, Resource: [] });
    // once the booking is cancelled the order is bookable again
    await t.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.searchValue, "4500123401"));
    expect(await search(farmer, "4500123401", 5)).toMatchObject({ SearchStatus: "Unplanned", IsBookingAllowed: true });
    await t.db.update(reservations).set({ status: "booked" }).where(eq(reservations.searchValue, "4500123401"));
  });

  it("NotFound for an unknown reference; 403 for another customer's order or number for a farmer, staff and transporters see it", async () => {
    expect(await search(farmer, "4599999999", 5)).toMatchObject({ SearchStatus: "NotFound", Message: TB.referenceNotFound, Resource: [] });
    await expect(search(farmer, "4500131001", 5)).rejects.toMatchObject({ status: 403 });
    await expect(search(farmer, "100310", 9)).rejects.toMatchObject({ status: 403 });
    const staffView = await search(staff, "9300077001", 8, { loading: "true" });
    expect(staffView).toMatchObject({ SearchStatus: "Unplanned", Loading: true, LoadingLocked: false, CustomerNo: "100310" });
    // staff choose among every Swedish facility, the order's one is selected
    expect(staffView.Resource.map((g) => g.Display)).toEqual(["Lidköping – lastning", "Skara – lastning", "Uppsala – lastning"]);
    expect(staffView.Resource.filter((g) => g.IsSelected).map((g) => g.Display)).toEqual(["Lidköping – lastning"]);
    const narrowed = await search(transporter, "9300077001", 8, { warehouseId: "UPP" });
    expect(narrowed.Resource.map((g) => g.Display)).toEqual(["Uppsala – lastning"]);
  });

  it("a customer number defaults to loading and lists the customer's upcoming bookings; demo customers are flagged", async () => {
    const r = await search(farmer, "100234", 9);
    expect(r).toMatchObject({ SearchStatus: "Unplanned", Loading: true, LoadingLocked: false, CustomerName: "Gårdsjö Lantbruk AB" });
    expect(r.Resource.every((g) => g.Display.endsWith("lastning"))).toBe(true);
    expect(r.Reservations).toHaveLength(1);
    expect((await search(farmer, "100234", 9, { loading: "false" })).Resource.every((g) => g.Display.endsWith("lossning"))).toBe(true);
    expect(await search(staff, "199999", 9)).toMatchObject({ IsDemoCustomer: true });
  });
});

describe("resourceGroupsByCompany", () => {
  it("lists the groups of the company's facilities", async () => {
    const se = await listResourceGroupsByCompany(t.db, { input: { company: "se" } });
    expect(se.Resource).toHaveLength(6);
    const fi = await listResourceGroupsByCompany(t.db, { input: { company: "fi", loading: false } });
    expect(fi.Resource.map((g) => g.Display)).toEqual(["Seinäjoki – purku"]);
  });
});

describe("loadItemsOnResourceGroup(ForBookingReference)", () => {
  it("gives the market's vehicles, grain items for unloading, closed days as stops; an order narrows the items to its lines", async () => {
    const ska = await group("SKA-L");
    const monday = new Date("2030-09-02T08:00:00Z");
    const r = await loadItemsOnResourceGroup(t.db, { market: "se", input: { resourceGroupId: ska.id }, now: monday });
    expect(r.Vehicles.map((v) => v.Code)).toEqual(["BILSLAP", "BIL", "TRAKTOR"]);
    expect(r.Vehicles[0]).toMatchObject({ Display: "Bil med släp", MaxQuantity: 40 });
    expect(r.Items.map((i) => i.Value)).toContain("10110");
    expect(r.Items.map((i) => i.Value)).not.toContain("20110"); // seed is not delivered in
    expect(r.ReservationStops).toEqual(["2030-09-07", "2030-09-08", "2030-09-14", "2030-09-15"]); // weekends closed (no harvest hours seeded for 2030)
    expect(r.IgnoreSort).toBe(true);
    const withOrder = await loadItemsForBookingReference(t.db, {
      market: "se",
      actor: farmer,
      input: { resourceGroupId: ska.id, bookingReference: "4500123401", referenceType: 5 },
    });
    expect(withOrder.Items).toEqual([{ Value: "10110", Display: "Höstvete, bröd", Unit: "ton" }]);
    expect(withOrder.IgnoreSort).toBe(false);
    await expect(
      loadItemsForBookingReference(t.db, {
        market: "se",
        actor: farmer,
        input: { resourceGroupId: ska.id, bookingReference: "8800012001", referenceType: 7 },
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      loadItemsForBookingReference(t.db, {
        market: "se",
        actor: farmer,
        input: { resourceGroupId: ska.id, bookingReference: "NOPE", referenceType: 6 },
      }),
    ).rejects.toMatchObject({ status: 404, message: TB.referenceNotFound });
  });
});

describe("CustomerSearch", () => {
  const find = async (actor: Actor, searchString: string, searchType?: string) => {
    const ska = await group("SKA-L");
    return searchCustomers(t.db, {
      market: "se",
      actor,
      input: ZCustomerSearchRequest.parse({ resourceGroupId: ska.id, searchString, searchType }),
    });
  };

  it("staff and transporters find any customer of the market by number prefix or name; demo customers are flagged", async () => {
    expect((await find(staff, "1003")).Customers.map((c) => c.CustomerNo)).toEqual(["100310"]);
    expect((await find(transporter, "ekäng")).Customers.map((c) => c.CustomerNo)).toEqual(["100310"]);
    expect((await find(transporter, "mäkelä")).Customers).toEqual([]); // Finnish customer, Swedish group
    const demo = await find(staff, "demo", "name");
    expect(demo).toMatchObject({ Customers: [{ CustomerNo: "199999", IsDemoCustomer: true }], Warning: TB.demoCustomer });
  });

  it("external users get only themselves (and their sub-customers); nothing found is 'Information saknas'", async () => {
    expect((await find(farmer, "100")).Customers.map((c) => c.CustomerNo)).toEqual(["100234", "100235"]);
    expect(await find(farmer, "100310")).toEqual({ Customers: [], Message: TB.informationMissing, Warning: null });
    expect((await find(staff, "%")).Customers).toEqual([]); // wildcards are literal
  });
});

describe("ExistBooking", () => {
  it("tells whether a purchase order has an active booking; 403 for another customer's order", async () => {
    const ask = (actor: Actor, ref: string) =>
      existBooking(t.db, { market: "se", actor, input: ZExistBookingRequest.parse({ bookingReference: ref }) });
    expect(await ask(farmer, "4500123401")).toEqual({ IsExistBooking: true, Message: TB.existingBooking });
    expect(await ask(farmer, "4500123403")).toEqual({ IsExistBooking: false, Message: null });
    expect(await ask(farmer, "4599999999")).toEqual({ IsExistBooking: false, Message: null });
    await expect(ask(farmer, "4500131001")).rejects.toMatchObject({ status: 403 });
    expect((await ask(transporter, "4500131001")).IsExistBooking).toBe(true);
  });
});
