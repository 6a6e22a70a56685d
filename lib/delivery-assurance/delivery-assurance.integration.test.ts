/**
 * Delivery assurance against a real database (spec 1 §4, §5; spec 2 §4, §7, §8; issue 5 item 9):
 * save creates the purchase order line that makes time booking allowed; delete rules; get-warehouse;
 * duplicate confirmation; idempotent double submit under a race; and the three calls through the
 * real route wrapper (401 / 400 / 403). Only the session lookup and getDb are replaced.
 */
import { and, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  actionLog,
  bookingOrderLines,
  bookingOrders,
  customers,
  deliveryAddresses,
  deliveryAssurances,
  deliveryAssuranceSettings,
  facilities,
  reservations,
  resourceGroups,
  resources,
  users,
} from "@/db/schema";
import { seed } from "@/seed";
import { seedAgreements } from "@/seed/agreements";
import { seedDeliveryAssurance } from "@/seed/delivery-assurance";
import { seedDeliveryFee } from "@/seed/delivery-fee";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { addDays, toLocal } from "@/lib/time-booking/compute-slots";
import { loadResourceGroupsForBookingReference } from "@/lib/time-booking/load-resource-groups-for-booking-reference";
import { signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { deleteDeliveryAssurance } from "./delete-delivery-assurance";
import { getWarehouse } from "./get-warehouse";
import { listDeliveryAssurances } from "./list-delivery-assurances";
import { loadDeliveryAssuranceFormData } from "./load-form-data";
import { DA_MESSAGES as M } from "./messages";
import { saveDeliveryAssurance } from "./save-delivery-assurance";
import {
  type TDeleteDeliveryAssuranceResponse,
  type TGetWarehouseResponse,
  type TSaveDeliveryAssuranceRequest,
  type TSaveDeliveryAssuranceResponse,
} from "./schemas";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const routes = {
  save: (await import("@/app/api/delivery-assurance/save/route")).POST as Handler,
  delete: (await import("@/app/api/delivery-assurance/delete/route")).POST as Handler,
  "get-warehouse": (await import("@/app/api/delivery-assurance/get-warehouse/route")).POST as Handler,
};

const t = useTestDb();
let farmer: Actor;
let staff: Actor;
let other: Actor;
let address: number;
/** the time-booking refusal (a plain text, or its translation key once the area's texts moved to locales); a matcher is `any` in Vitest's types */
const NO_ASSURANCE: unknown = expect.stringMatching(/Leveransförsäkran saknas|noDeliveryAssurance/);
const today = toLocal(new Date(), "Europe/Stockholm").date;
const inDays = (n: number) => addDays(today, n);

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  await seedDeliveryFee(t.db, { demo: true });
  await seedAgreements(t.db, { demo: true });
  await seedLogistics(t.db, { demo: true });
  await seedDeliveryAssurance(t.db, { demo: true });
  const userId = async (name: string) =>
    must((await t.db.select({ id: users.id }).from(users).where(eq(users.username, name)))[0], name).id;
  farmer = await signInAs(t.db, await userId("farmer@demo.se"));
  staff = await signInAs(t.db, await userId("staff@demo.se"), { acting: "100234" });
  // a farmer of 100412 only
  const c412 = must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100412")))[0]);
  const { makeUser } = await import("@/tests/support/factories");
  other = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: c412.id }] })).id);
  const a = must(
    (await t.db.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(eq(deliveryAddresses.name, "Gårdsjö gård")))[0],
  );
  address = a.id;
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const form = (over: Partial<Record<string, unknown>> = {}): TSaveDeliveryAssuranceRequest => ({
  customerNumber: "100234",
  Article: "10110",
  Sort: "Julius",
  HarvestYear: today.slice(0, 4),
  Quantity: "30",
  Torkat: "ja",
  Red: "nej",
  Straforkortat: "nej",
  Glyfosat: "nej",
  Slam: "nej",
  DeliveryType: "Spon",
  DepaAvtal: "",
  DeliveryAddress: String(address),
  Transportation: "FRITT_GARD",
  DeliveryDate: inDays(20),
  Warehouse: "SKA",
  LorryType: "",
  NightLoading: "",
  LoadingHeight: "",
  OtherInfo: "",
  TermsApproved: "true",
  ...over,
});

const bookingCheck = (actor: Actor, io: string) =>
  loadResourceGroupsForBookingReference(t.db, {
    market: "se",
    actor,
    input: { bookingReference: io, referenceType: 5, warehouseId: undefined, loading: undefined },
  });

async function call<T = ErrorReply>(path: keyof typeof routes, body: Record<string, unknown> | null, actor?: Actor) {
  state.sessionId = actor?.sessionId ?? null;
  const headers: Record<string, string> = { host: "portal.test", origin: "http://portal.test", accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  const res = await routes[path](
    new NextRequest(`http://portal.test/api/delivery-assurance/${path}`, {
      method: "POST",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: parseReply<T>(text) };
}

describe("seedDeliveryAssurance", () => {
  it("seeds both markets' settings and 100234's assurances once, with the window covering today", async () => {
    await seedDeliveryAssurance(t.db, { demo: true });
    const settings = await t.db.select().from(deliveryAssuranceSettings);
    expect(settings.map((s) => s.market).sort()).toEqual(["fi", "se"]);
    for (const s of settings) expect(s.harvestFrom <= today && s.harvestTo >= today).toBe(true);
    const c = must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100234")))[0]);
    const rows = await listDeliveryAssurances(t.db, { customerId: c.id });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => /^45[5-9]\d{7}$/.test(r.ioNumber) && r.lineNumber === 10)).toBe(true);
  });
});

describe("save", () => {
  it("creates the assurance and a confirmed purchase order line, which makes time booking allowed", async () => {
    const r = await saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ Quantity: "31,5" }) });
    expect(r.created).toBe(true);
    expect(r.rows).toHaveLength(1);
    const row = must(r.rows[0]);
    expect(row).toMatchObject({
      lineNumber: 10,
      quantity: 31.5,
      deliveryType: "Spon",
      warehouse: { code: "SKA", name: "Skara" },
      article: { itemNumber: "10110" },
    });
    const order = must(
      (
        await t.db
          .select()
          .from(bookingOrders)
          .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, row.ioNumber)))
      )[0],
    );
    const [line] = await t.db.select().from(bookingOrderLines).where(eq(bookingOrderLines.orderId, order.id));
    expect(line).toMatchObject({
      lineNumber: 10,
      itemNumber: "10110",
      quantityKg: 31500,
      deliveryAssuranceConfirmed: true,
      warehouse: "SKA",
      torkat: true,
      sort: "Julius",
    });
    const check = await bookingCheck(farmer, row.ioNumber);
    expect(check).toMatchObject({ SearchStatus: "Unplanned", IsBookingAllowed: true });
    // the seeded purchase order without a confirmed assurance is refused
    expect(await bookingCheck(farmer, "4500123402")).toMatchObject({ IsBookingAllowed: false, Message: NO_ASSURANCE });
    const logs = await t.db.select().from(actionLog).where(eq(actionLog.action, "deliveryAssurance.created"));
    expect(logs.some((l) => JSON.stringify(l.details).includes(row.ioNumber))).toBe(true);
  });

  it("refuses bad values with field messages, and references that are not the customer's", async () => {
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ Quantity: "40" }) })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["Quantity"], message: M.quantity.range })],
    });
    const foreign = must(
      (await t.db.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(eq(deliveryAddresses.name, "Björkhaga")))[0],
    );
    await expect(
      saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ DeliveryAddress: String(foreign.id) }) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", fields: { DeliveryAddress: [M.deliveryAddress] } });
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ Article: "20110" }) })).rejects.toMatchObject({
      fields: { Article: [M.article] },
    });
    await expect(
      saveDeliveryAssurance(t.db, {
        market: "se",
        actor: farmer,
        input: form({ Transportation: "OWN", LorryType: "NOPE", NightLoading: "nej", LoadingHeight: "ja" }),
      }),
    ).rejects.toMatchObject({ fields: { LorryType: [M.lorryType] } });
    await expect(
      saveDeliveryAssurance(t.db, {
        market: "se",
        actor: farmer,
        input: form({ Transportation: "OWN", LorryType: "BIL", NightLoading: "nej", LoadingHeight: "ja", DeliveryDate: today }),
      }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["DeliveryDate"], message: M.deliveryDate.ownTransport })] });
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: other, input: form() })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("own farm transport without a warehouse: the order goes to the address's nearest facility", async () => {
    const r = await saveDeliveryAssurance(t.db, {
      market: "se",
      actor: farmer,
      input: form({
        Transportation: "OWN",
        LorryType: "TRAKTOR",
        NightLoading: "ja",
        LoadingHeight: "nej",
        Warehouse: "",
        DeliveryDate: inDays(22),
      }),
    });
    expect(r.rows[0]).toMatchObject({
      transportation: "OWN",
      lorryType: "TRAKTOR",
      nightLoading: true,
      loadingHeight: false,
      warehouse: null,
    });
    const order = must(
      (
        await t.db
          .select({ facility: facilities.code })
          .from(bookingOrders)
          .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
          .where(eq(bookingOrders.orderNumber, must(r.rows[0]).ioNumber))
      )[0],
    );
    expect(order.facility).toBe("SKA");
  });

  it("Depa: the agreement is required with two depot agreements, and must be one of them", async () => {
    const depa = { Article: "10210", Sort: "Planet", DeliveryType: "Depa", DeliveryDate: inDays(21) };
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form(depa) })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["DepaAvtal"], message: M.depaAvtal.required })],
    });
    await expect(
      saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ ...depa, DepaAvtal: "210106" }) }),
    ).rejects.toMatchObject({ fields: { DepaAvtal: [M.depaAvtal.required] } });
    const ok = await saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ ...depa, DepaAvtal: "210103" }) });
    expect(ok.rows[0]).toMatchObject({ deliveryType: "Depa", depaAvtal: "210103" });
    // an article no depot agreement covers
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ DeliveryType: "Depa" }) })).rejects.toMatchObject(
      { issues: [expect.objectContaining({ path: ["DeliveryType"], message: M.depaAvtal.none })] },
    );
  });

  it("Spon: an assurance of the same article, harvest year and date asks for confirmation first", async () => {
    const same = form({ Article: "10150", DeliveryDate: inDays(23) });
    await saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: same });
    await expect(saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: same })).rejects.toMatchObject({
      code: "CONFLICT",
      fields: { confirmDuplicate: ["deliveryAssurance.duplicate.message"] },
    });
    const again = await saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ...same, confirmDuplicate: "1" } });
    expect(again.created).toBe(true);
  });

  it("createNew = 1 creates noOfNew assurances, each with its own purchase order", async () => {
    const r = await saveDeliveryAssurance(t.db, {
      market: "se",
      actor: farmer,
      input: form({ Article: "10310", DeliveryDate: inDays(24), createNew: "1", noOfNew: "3" }),
    });
    expect(r.rows).toHaveLength(3);
    expect(new Set(r.rows.map((x) => x.ioNumber)).size).toBe(3);
    await expect(
      saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ createNew: "1", noOfNew: "3a" }) }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["noOfNew"], message: M.noOfNew.digits })] });
  });

  it("20 racing submits with one idempotency key create the assurances once", async () => {
    const input = form({ Article: "10320", DeliveryDate: inDays(25), createNew: "1", noOfNew: "2", idempotencyKey: "race-key-0001" });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input })),
    );
    expect(replies.filter((r) => r.created)).toHaveLength(1);
    const ios = replies.map((r) =>
      r.rows
        .map((x) => x.ioNumber)
        .sort()
        .join(),
    );
    expect(new Set(ios).size).toBe(1);
    const rows = await t.db
      .select()
      .from(deliveryAssurances)
      .where(inArray(deliveryAssurances.idempotencyKey, ["race-key-0001:1", "race-key-0001:2"]));
    expect(rows).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(bookingOrders)
        .where(
          inArray(
            bookingOrders.orderNumber,
            rows.map((r) => r.ioNumber),
          ),
        ),
    ).toHaveLength(2);
  });

  it("internal staff acting for the customer may choose any facility of the market; a customer only the offered ones", async () => {
    await t.db
      .insert(facilities)
      .values({ market: "se", code: "HAMN", name: "Lidköpings hamn (utlastning)", timeZone: "Europe/Stockholm" })
      .onConflictDoNothing();
    await expect(
      saveDeliveryAssurance(t.db, { market: "se", actor: farmer, input: form({ Warehouse: "HAMN", DeliveryDate: inDays(26) }) }),
    ).rejects.toMatchObject({ fields: { Warehouse: [M.warehouse] } });
    const r = await saveDeliveryAssurance(t.db, {
      market: "se",
      actor: staff,
      input: form({ Warehouse: "HAMN", DeliveryDate: inDays(26) }),
    });
    expect(r.rows[0]?.warehouse?.code).toBe("HAMN");
    const [log] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "deliveryAssurance.created"), eq(actionLog.userId, staff.userId)));
    expect(log).toMatchObject({ actingAsStaff: true, customerNumber: "100234" });
  });
});

describe("get-warehouse", () => {
  it("lists receiving facilities and the depot agreements covering the article and date; isInternal from a customer grants nothing", async () => {
    const r = await getWarehouse(t.db, {
      market: "se",
      actor: farmer,
      input: { customerNumber: "100234", itemName: "10210", deliveryDateStr: inDays(10), isInternal: "1" },
    });
    expect(r.warehouses).toEqual([
      { Key: "LID", Value: "Lidköping" },
      { Key: "SKA", Value: "Skara" },
      { Key: "UPP", Value: "Uppsala" },
    ]);
    expect(r.depaAvtals.map((d) => d.Key)).toEqual(["210102", "210103"]);
    // 210103 ends 2027-01-31
    expect(
      (
        await getWarehouse(t.db, { market: "se", actor: farmer, input: { itemName: "10210", deliveryDateStr: "2027-03-01" } })
      ).depaAvtals.map((d) => d.Key),
    ).toEqual(["210102"]);
    expect((await getWarehouse(t.db, { market: "se", actor: farmer, input: { itemName: "10110" } })).depaAvtals).toEqual([]);
    const staffList = await getWarehouse(t.db, { market: "se", actor: staff, input: {} });
    expect(staffList.warehouses.map((w) => w.Key)).toContain("HAMN");
    await t.db.update(deliveryAssuranceSettings).set({ warehouseListActive: false }).where(eq(deliveryAssuranceSettings.market, "se"));
    expect((await getWarehouse(t.db, { market: "se", actor: farmer, input: {} })).warehouses).toEqual([]);
    await t.db.update(deliveryAssuranceSettings).set({ warehouseListActive: true }).where(eq(deliveryAssuranceSettings.market, "se"));
  });
});

describe("the page's form data", () => {
  it("carries get-warehouse's first lists (no article, no date) for the customer and for staff acting for it", async () => {
    for (const actor of [farmer, staff]) {
      const data = await loadDeliveryAssuranceFormData(t.db, { actor, market: "se" });
      expect(data.lists).toEqual(await getWarehouse(t.db, { market: "se", actor, input: { customerNumber: "100234" } }));
      expect(data.lists.warehouses.length).toBeGreaterThan(0);
    }
  });
});

describe("delete", () => {
  async function created(day: number) {
    return must(
      (
        await saveDeliveryAssurance(t.db, {
          market: "se",
          actor: farmer,
          input: form({ Article: "10520", DeliveryDate: inDays(day), confirmDuplicate: "1" }),
        })
      ).rows[0],
      "the saved row",
    );
  }
  async function book(io: string, status: "booked" | "cancelled" | "delivered") {
    const order = must((await t.db.select().from(bookingOrders).where(eq(bookingOrders.orderNumber, io)))[0]);
    const group = must((await t.db.select().from(resourceGroups).where(eq(resourceGroups.value, "SKA-L")))[0]);
    const res = must((await t.db.select().from(resources).where(eq(resources.resourceGroupId, group.id)).limit(1))[0]);
    const c = must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100234")))[0]);
    const startsAt = new Date(Date.now() + (5 + Math.random() * 300) * 86_400_000);
    await t.db.insert(reservations).values({
      resourceGroupId: group.id,
      resourceId: res.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60_000),
      status,
      customerId: c.id,
      customerNo: "100234",
      customerName: c.name,
      owner: "100234",
      isLoading: false,
      qtyKg: 30000,
      searchType: 5,
      searchValue: io,
      bookingOrderId: order.id,
      lineNumber: 10,
      cancelledAt: status === "cancelled" ? new Date() : null,
    });
  }

  it("removes the row and its purchase order; a second delete is 404", async () => {
    const row = await created(30);
    expect(await deleteDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ioNumber: row.ioNumber, lineNumber: 10 } })).toEqual(
      { success: true, message: "deliveryAssurance.delete.success" },
    );
    const a = must((await t.db.select().from(deliveryAssurances).where(eq(deliveryAssurances.ioNumber, row.ioNumber)))[0]);
    expect(a.status).toBe("deleted");
    expect(await t.db.select().from(bookingOrders).where(eq(bookingOrders.orderNumber, row.ioNumber))).toHaveLength(0);
    expect((await bookingCheck(farmer, row.ioNumber)).SearchStatus).toBe("NotFound");
    await expect(
      deleteDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ioNumber: row.ioNumber, lineNumber: 10 } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a row with an active booking or a delivery, and another customer's row", async () => {
    const booked = await created(31);
    await book(booked.ioNumber, "booked");
    await expect(
      deleteDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ioNumber: booked.ioNumber, lineNumber: 10 } }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "deliveryAssurance.delete.booked" });
    const delivered = await created(32);
    await book(delivered.ioNumber, "delivered");
    await expect(
      deleteDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ioNumber: delivered.ioNumber, lineNumber: 10 } }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "deliveryAssurance.delete.delivered" });
    await expect(
      deleteDeliveryAssurance(t.db, { market: "se", actor: other, input: { ioNumber: delivered.ioNumber, lineNumber: 10 } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(
      (
        await t.db
          .select()
          .from(deliveryAssurances)
          .where(inArray(deliveryAssurances.ioNumber, [booked.ioNumber, delivered.ioNumber]))
      ).every((a) => a.status === "active"),
    ).toBe(true);
  });

  it("with only cancelled bookings the order stays, and time booking refuses it ('Leveransförsäkran saknas')", async () => {
    const row = await created(33);
    await book(row.ioNumber, "cancelled");
    await deleteDeliveryAssurance(t.db, { market: "se", actor: farmer, input: { ioNumber: row.ioNumber, lineNumber: 10 } });
    expect(await bookingCheck(farmer, row.ioNumber)).toMatchObject({ IsBookingAllowed: false, Message: NO_ASSURANCE });
  });
});

describe("routes", () => {
  it("401 signed out on every call", async () => {
    for (const p of Object.keys(routes) as (keyof typeof routes)[]) expect((await call(p, {})).status, p).toBe(401);
  });

  it("400 with field messages for empty input, never 500", async () => {
    for (const body of [null, {}]) {
      const save = await call("save", body, farmer);
      expect(save.status).toBe(400);
      expect(save.body.error.fields).toMatchObject({
        Quantity: ["Du måste ange en kvantitet"],
        Article: ["Du måste välja en artikel"],
        TermsApproved: ["Du måste godkänna villkoren"],
      });
      const del = await call("delete", body, farmer);
      expect(del.status).toBe(400);
      expect(Object.keys(must(del.body.error.fields, "field errors")).sort()).toEqual(["ioNumber", "lineNumber"]);
    }
    const q = await call("save", form({ Quantity: "40", createNew: "1", noOfNew: "" }), farmer);
    expect(q.body.error.fields).toEqual({ Quantity: ["Vänligen ange ett värde mellan 1 och 39"], noOfNew: ["Du måste ange en siffra"] });
    expect((await call("get-warehouse", { deliveryDateStr: "2026-02-30" }, farmer)).status).toBe(400);
  });

  it("403 for another customer's number or assurance", async () => {
    expect((await call("get-warehouse", { customerNumber: "100412" }, farmer)).status).toBe(403);
    expect((await call("save", form({ customerNumber: "100412" }) as Record<string, unknown>, farmer)).status).toBe(403);
    const mine = must((await t.db.select().from(deliveryAssurances).where(eq(deliveryAssurances.status, "active")).limit(1))[0]);
    expect((await call("delete", { ioNumber: mine.ioNumber, lineNumber: mine.lineNumber }, other)).status).toBe(403);
  });

  it("answers the spec's shapes: get-warehouse Key/Value lists, save rows, delete success + message", async () => {
    const w = await call<TGetWarehouseResponse>(
      "get-warehouse",
      { action: "article", customerNumber: "100234", itemName: "10210", deliveryDateStr: inDays(10), isInternal: "0" },
      farmer,
    );
    expect(w.status).toBe(200);
    expect(Object.keys(w.body).sort()).toEqual(["depaAvtals", "warehouses"]);
    expect(w.body.warehouses).toEqual(expect.arrayContaining([{ Key: "SKA", Value: "Skara" }]));
    expect(w.body.depaAvtals).toEqual(expect.arrayContaining([expect.objectContaining({ Key: "210102" })]));
    const s = await call<TSaveDeliveryAssuranceResponse>(
      "save",
      form({ Article: "10510", DeliveryDate: inDays(27), idempotencyKey: "route-key-0001" }),
      farmer,
    );
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ success: true, created: true, rows: [expect.objectContaining({ lineNumber: 10 })] });
    const saved = must(s.body.rows[0], "the saved row");
    const d = await call<TDeleteDeliveryAssuranceResponse>("delete", { ioNumber: saved.ioNumber, lineNumber: "10" }, farmer);
    expect(d).toEqual({ status: 200, body: { success: true, message: "Leveransförsäkran har tagits bort." } });
    const again = await call("delete", { ioNumber: saved.ioNumber, lineNumber: 10 }, farmer);
    expect(again).toMatchObject({ status: 404, body: { error: { message: "Leveransförsäkran hittades inte." } } });
  });
});
