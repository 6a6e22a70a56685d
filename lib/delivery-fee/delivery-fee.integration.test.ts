import { and, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, deliveryAddresses, deliveryFeeZones, deliveryFees, lorryTypes } from "@/db/schema";
import { seed } from "@/seed";
import { DELIVERY_ADDRESS_ROWS, feeTableRows, seedDeliveryFee } from "@/seed/delivery-fee";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { calculateDeliveryFee } from "./calculate-delivery-fee";
import { listDeliveryFeeOptions } from "./list-delivery-fee-options";
import { ZCalculateDeliveryFeeRequest, type TCalculateDeliveryFeeResponse } from "./schemas";
import { must } from "@/tests/support/must";

const t = useTestDb();

beforeAll(async () => {
  await seed(t.db, { demo: true });
  await seedDeliveryFee(t.db, { demo: true });
});

/** The insert fails on this constraint (drizzle wraps the PostgreSQL error as its cause). */
async function violates(query: PromiseLike<unknown>, constraint: string) {
  const error = await Promise.resolve(query).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a violation of ${constraint}`).not.toBeNull();
  const cause = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string; message?: string };
  expect(cause.constraint ?? cause.message).toBe(constraint);
}

async function idOf(table: typeof lorryTypes | typeof deliveryFeeZones, market: "se" | "fi", code: string): Promise<number> {
  const row = must(
    (
      await t.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.market, market), eq(table.code, code)))
    )[0],
  );
  return row.id;
}

async function addAddress(customerId: number, distanceKm: number, extra: Partial<typeof deliveryAddresses.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(deliveryAddresses)
    .values({
      customerId,
      name: `Gård ${distanceKm} km`,
      address: "Byvägen 1",
      zipCode: "532 92",
      city: "Skara",
      distanceKm,
      nearestFacility: "Skara",
      ...extra,
    })
    .returning();
  return must(row);
}

/** A farmer with one customer (and a sub-customer) and an address 8.5 km away (zone 1). */
async function farmer(market: "se" | "fi" = "se") {
  const own = await makeCustomer(t.db, { market });
  const sub = await makeCustomer(t.db, { parent: own.id, market });
  const user = await makeUser(t.db, { customers: [{ id: own.id }], market });
  const address = await addAddress(own.id, 8.5);
  return { own, sub, address, actor: await signInAs(t.db, user.id) };
}

const request = (input: Record<string, unknown>) =>
  ZCalculateDeliveryFeeRequest.parse({ lorryType: "BIL_SLAP", quantity: "30", deliveryDate: "2026-09-10", itemId: "90010", ...input });

function found(r: TCalculateDeliveryFeeResponse) {
  if (!r.found) throw new Error(`no fee: ${r.reason}`);
  return r;
}

describe("the fee table in the database", () => {
  it("refuses a quantity band that overlaps another of the same lorry type and zone in an overlapping period", async () => {
    const lorryTypeId = await idOf(lorryTypes, "se", "BIL_SLAP");
    const zoneId = await idOf(deliveryFeeZones, "se", "Z1");
    const base = { market: "se", lorryTypeId, zoneId, feePerTon: 50 };
    // the seed has [20, 35) from 2026-07-01 open-ended
    await violates(
      t.db.insert(deliveryFees).values({ ...base, minTons: 30, maxTons: 40, validFrom: "2030-01-01" }),
      "delivery_fees_no_overlap",
    );
    await violates(
      t.db.insert(deliveryFees).values({ ...base, minTons: 0, maxTons: null, validFrom: "2026-06-30", validTo: "2026-07-01" }),
      "delivery_fees_no_overlap",
    );
    // the same band for another zone, or before the first table, is fine
    const z2 = await idOf(deliveryFeeZones, "se", "Z2");
    await t.db
      .transaction(async (tx) => {
        await tx.insert(deliveryFees).values({ ...base, minTons: 0, maxTons: 10, validFrom: "2020-01-01", validTo: "2020-12-31" });
        await tx
          .insert(deliveryFees)
          .values({ ...base, zoneId: z2, minTons: 0, maxTons: 10, validFrom: "2020-01-01", validTo: "2020-12-31" });
        // touching bands [10, 20) after [0, 10) do not overlap
        await tx.insert(deliveryFees).values({ ...base, minTons: 10, maxTons: 20, validFrom: "2020-01-01", validTo: "2020-12-31" });
        tx.rollback();
      })
      .catch((e) => {
        if (!/rollback/i.test(String(e))) throw e;
      });
  });

  it("refuses concurrent overlapping inserts: exactly one of 10 wins", async () => {
    const lorryTypeId = await idOf(lorryTypes, "se", "BIL");
    const zoneId = await idOf(deliveryFeeZones, "se", "Z3");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        t.db.insert(deliveryFees).values({
          market: "se",
          lorryTypeId,
          zoneId,
          minTons: i,
          maxTons: 100,
          feePerTon: 10 + i,
          validFrom: "2019-01-01",
          validTo: "2019-12-31",
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const { n } = must(
      (
        await t.db
          .select({ n: count() })
          .from(deliveryFees)
          .where(and(eq(deliveryFees.zoneId, zoneId), eq(deliveryFees.validFrom, "2019-01-01")))
      )[0],
    );
    expect(n).toBe(1);
  });

  it("checks positive amounts, non-empty bands and periods, and zones that do not overlap", async () => {
    const lorryTypeId = await idOf(lorryTypes, "se", "BIL");
    const zoneId = await idOf(deliveryFeeZones, "se", "Z4");
    const base = {
      market: "se",
      lorryTypeId,
      zoneId,
      minTons: 0,
      maxTons: 10,
      feePerTon: 10,
      validFrom: "2018-01-01",
      validTo: "2018-12-31",
    };
    await violates(t.db.insert(deliveryFees).values({ ...base, feePerTon: 0 }), "delivery_fees_fee_check");
    await violates(t.db.insert(deliveryFees).values({ ...base, minimumFee: -5 }), "delivery_fees_minimum_fee_check");
    await violates(t.db.insert(deliveryFees).values({ ...base, costPerTon: 0 }), "delivery_fees_cost_check");
    await violates(t.db.insert(deliveryFees).values({ ...base, minTons: 10, maxTons: 10 }), "delivery_fees_band_check");
    await violates(t.db.insert(deliveryFees).values({ ...base, minTons: -1 }), "delivery_fees_min_tons_check");
    await violates(t.db.insert(deliveryFees).values({ ...base, validTo: "2017-12-31" }), "delivery_fees_period_check");
    await violates(
      t.db.insert(deliveryFeeZones).values({ market: "se", code: "ZX", name: "Överlapp", minKm: 40, maxKm: 60 }),
      "delivery_fee_zones_no_overlap",
    );
    await violates(
      t.db
        .insert(deliveryAddresses)
        .values({ customerId: (await makeCustomer(t.db)).id, name: "X", address: "Y", zipCode: "1", city: "Z", distanceKm: -1 }),
      "delivery_addresses_distance_check",
    );
  });

  it("a fee row's lorry type and zone must be of the row's market", async () => {
    const fiLorry = await idOf(lorryTypes, "fi", "AUTO");
    const seZone = await idOf(deliveryFeeZones, "se", "Z1");
    await violates(
      t.db.insert(deliveryFees).values({
        market: "se",
        lorryTypeId: fiLorry,
        zoneId: seZone,
        minTons: 0,
        feePerTon: 5,
        validFrom: "2017-01-01",
        validTo: "2017-12-31",
      }),
      "delivery_fees_lorry_type_fk",
    );
  });
});

describe("seedDeliveryFee", () => {
  it("seeds the fee tables and the demo customers' addresses once", async () => {
    const { n: fees } = must(
      (
        await t.db
          .select({ n: count() })
          .from(deliveryFees)
          .where(sql`${deliveryFees.validFrom} >= '2025-07-01'`)
      )[0],
    );
    expect(fees).toBe(feeTableRows("se").length + feeTableRows("fi").length);
    const numbers = ["100234", "100235", "100236", "100310", "100412", "700101"];
    const rows = await t.db
      .select({ number: customers.customerNumber })
      .from(deliveryAddresses)
      .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
      .where(inArray(customers.customerNumber, numbers));
    expect(new Set(rows.map((r) => r.number))).toEqual(new Set(numbers));
    expect(rows).toHaveLength(DELIVERY_ADDRESS_ROWS.length);

    await seedDeliveryFee(t.db, { demo: true });
    const { n: again } = must(
      (
        await t.db
          .select({ n: count() })
          .from(deliveryAddresses)
          .where(
            inArray(
              deliveryAddresses.customerId,
              t.db.select({ id: customers.id }).from(customers).where(inArray(customers.customerNumber, numbers)),
            ),
          )
      )[0],
    );
    expect(again).toBe(DELIVERY_ADDRESS_ROWS.length);
    const { n: feesAgain } = must(
      (
        await t.db
          .select({ n: count() })
          .from(deliveryFees)
          .where(sql`${deliveryFees.validFrom} >= '2025-07-01'`)
      )[0],
    );
    expect(feesAgain).toBe(fees);
  });
});

describe("listDeliveryFeeOptions", () => {
  it("lists the market's lorry types and freight articles and the customer's own addresses with zone", async () => {
    const { address, actor, own } = await farmer();
    await addAddress(own.id, 5, { name: "Gammal adress", active: false });
    const other = await farmer();
    const options = await listDeliveryFeeOptions(t.db, { actor });
    expect(options.customerNumber).toBe(own.customerNumber);
    expect(options.currency).toBe("SEK");
    expect(options.lorryTypes.map((l) => l.name)).toEqual(["Bil med släp", "Bil utan släp", "Traktor (egen transport)"]);
    expect(options.items).toEqual([{ itemId: "90010", name: "Frakt bulk" }]);
    expect(options.deliveryAddresses).toEqual([
      {
        id: address.id,
        name: address.name,
        address: "Byvägen 1",
        zipCode: "532 92",
        city: "Skara",
        distanceKm: 8.5,
        nearestFacility: "Skara",
        zone: { code: "Z1", name: "Zon 1 (0–10 km)", minKm: 0, maxKm: 10 },
      },
    ]);
    expect(options.deliveryAddresses.map((a) => a.id)).not.toContain(other.address.id);
  });

  it("uses the customer's market: a Finnish farmer gets Finnish lorry types, articles and EUR", async () => {
    const { actor } = await farmer("fi");
    const options = await listDeliveryFeeOptions(t.db, { actor });
    expect(options.currency).toBe("EUR");
    expect(options.lorryTypes.map((l) => l.code)).toEqual(["AUTO_PERAVAUNU", "AUTO", "TRAKTORI"]);
    expect(options.items).toEqual([{ itemId: "91010", name: "Rahti irtotavara" }]);
    expect(must(options.deliveryAddresses[0]).zone?.code).toBe("V1");
  });

  it("a sub-customer as supplier lists its own addresses; another customer is 403", async () => {
    const { actor, sub } = await farmer();
    const subAddress = await addAddress(sub.id, 30);
    const options = await listDeliveryFeeOptions(t.db, { actor, supplier: sub.customerNumber });
    expect(options.deliveryAddresses.map((a) => a.id)).toEqual([subAddress.id]);
    const other = await farmer();
    await expect(listDeliveryFeeOptions(t.db, { actor, supplier: other.own.customerNumber })).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
  });

  it("staff see the acted-for customer's options, and nothing without a customer session", async () => {
    const { own, address } = await farmer();
    const staffUser = await makeUser(t.db, { internal: true });
    const acting = await signInAs(t.db, staffUser.id, { acting: own.customerNumber });
    expect((await listDeliveryFeeOptions(t.db, { actor: acting })).deliveryAddresses.map((a) => a.id)).toEqual([address.id]);
    const idle = await signInAs(t.db, staffUser.id);
    await expect(listDeliveryFeeOptions(t.db, { actor: idle })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("the demo farmer sees the seeded addresses of 100234", async () => {
    const user = must(
      (await t.db.execute<{ id: number }>(sql`select id from users where username = 'farmer@demo.se'`).then((r) => r.rows))[0],
    );
    const actor = await signInAs(t.db, user.id);
    const options = await listDeliveryFeeOptions(t.db, { actor, supplier: "100234" });
    expect(options.deliveryAddresses.map((a) => [a.name, a.zone?.code])).toEqual([
      ["Fäbodarna", "Z4"],
      ["Gårdsjö gård", "Z1"],
      ["Norra fältet, plansilo", "Z2"],
    ]);
  });
});

describe("calculateDeliveryFee", () => {
  it("reads the fee from lorry type, zone of the distance, quantity band and date", async () => {
    const { actor, address, own } = await farmer();
    const r = found(await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, sort: "Julius" }) }));
    expect(r).toMatchObject({
      customerNumber: own.customerNumber,
      currency: "SEK",
      quantity: 30,
      deliveryDate: "2026-09-10",
      sort: "Julius",
      lorryType: { code: "BIL_SLAP", name: "Bil med släp" },
      item: { itemId: "90010", name: "Frakt bulk" },
      distanceKm: 8.5,
      zone: { code: "Z1" },
      feePerTon: 42,
      total: 1260,
      minimumFee: 650,
      minimumApplied: false,
      breakdown: [{ kind: "perTon", quantity: 30, feePerTon: 42, amount: 1260 }],
    });
    expect(r.internal).toBeUndefined();

    // a farther address (zone 2), a smaller lorry, a smaller band
    const far = await addAddress(own.id, 16.4);
    const r2 = found(
      await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: far.id, lorryType: "BIL", quantity: "12,5" }) }),
    );
    // 55 × 1.18 × 1.12 = 72.69 → 73 kr/ton; 12.5 × 73 = 912.50
    expect(r2).toMatchObject({ zone: { code: "Z2" }, feePerTon: 73, total: 912.5, minimumApplied: false });

    // last season's table for a date before 2026-07-01: 42 × 0.94 = 39.48 → 39
    const r3 = found(
      await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, deliveryDate: "2026-06-30" }) }),
    );
    expect(r3).toMatchObject({ feePerTon: 39, total: 1170 });
  });

  it("raises a small delivery to the minimum fee", async () => {
    const { actor, address } = await farmer();
    const r = found(await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, quantity: "5" }) }));
    // [0, 10) band: 42 × 1.35 = 56.7 → 57 kr/ton; 5 × 57 = 285 < 650
    expect(r).toMatchObject({ feePerTon: 57, total: 650, minimumApplied: true, effectiveFeePerTon: 130 });
    expect(r.breakdown).toEqual([
      { kind: "perTon", quantity: 5, feePerTon: 57, amount: 285 },
      { kind: "minimumFee", minimumFee: 650, amount: 365 },
    ]);
  });

  it("replies found=false (noFee) when no fee table covers the date", async () => {
    const { actor, address } = await farmer();
    const r = await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, deliveryDate: "2024-05-01" }) });
    expect(r).toMatchObject({ found: false, reason: "noFee", zone: { code: "Z1" }, quantity: 30 });
    expect(r).not.toHaveProperty("total");
  });

  it("a Finnish customer's fee comes from the Finnish table, in euros", async () => {
    const { actor, address } = await farmer("fi");
    const r = found(
      await calculateDeliveryFee(t.db, {
        actor,
        input: request({ deliveryAddressId: address.id, lorryType: "AUTO", itemId: "91010", quantity: "7" }),
      }),
    );
    // 3.90 × 1.18 × 1.35 = 6.2127 → 6.20 €/t; 7 × 6.20 = 43.40 < 60 minimum
    expect(r).toMatchObject({ currency: "EUR", zone: { code: "V1" }, feePerTon: 6.2, total: 60, minimumApplied: true });
    // a Swedish lorry type is not one of the Finnish customer's
    await expect(
      calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, itemId: "91010" }) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("replies noZone when the distance falls outside every zone", async () => {
    const { actor, own } = await farmer();
    // Zones are per market and open-ended, so make a gap for this test: shorten zone 4 in a transaction and roll back.
    const address = await addAddress(own.id, 75);
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(deliveryFeeZones)
          .set({ maxKm: 60 })
          .where(and(eq(deliveryFeeZones.market, "se"), eq(deliveryFeeZones.code, "Z4")));
        const r = await calculateDeliveryFee(tx, { actor, input: request({ deliveryAddressId: address.id }) });
        expect(r).toMatchObject({ found: false, reason: "noZone", zone: null, distanceKm: 75 });
        tx.rollback();
      })
      .catch((e) => {
        if (!/rollback/i.test(String(e))) throw e;
      });
  });

  it("403 for another customer's address, an inactive one or one that does not exist", async () => {
    const { actor, own } = await farmer();
    const other = await farmer();
    const inactive = await addAddress(own.id, 3, { active: false });
    for (const deliveryAddressId of [other.address.id, inactive.id, 2_000_000_000]) {
      await expect(calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId }) })).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
    }
  });

  it("the address must belong to the supplier in play: a sub-customer's address is refused for the parent, allowed as supplier", async () => {
    const { actor, sub } = await farmer();
    const subAddress = await addAddress(sub.id, 12);
    await expect(calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: subAddress.id }) })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const r = await calculateDeliveryFee(t.db, {
      actor,
      input: request({ deliveryAddressId: subAddress.id, supplier: sub.customerNumber }),
    });
    expect(r).toMatchObject({ found: true, customerNumber: sub.customerNumber, zone: { code: "Z2" } });
    const other = await farmer();
    await expect(
      calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: other.address.id, supplier: other.own.customerNumber }) }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("400 on the field for a lorry type or article that is not the customer's market's", async () => {
    const { actor, address } = await farmer();
    await expect(
      calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, lorryType: "AUTO" }) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      fields: { lorryType: ["deliveryFee.validation.lorryType"] },
    });
    await expect(
      calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, itemId: "10110" }) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      fields: { itemId: ["deliveryFee.validation.itemId"] },
    });
    await t.db
      .update(lorryTypes)
      .set({ active: false })
      .where(and(eq(lorryTypes.market, "se"), eq(lorryTypes.code, "TRAKTOR")));
    try {
      await expect(
        calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, lorryType: "TRAKTOR" }) }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    } finally {
      await t.db
        .update(lorryTypes)
        .set({ active: true })
        .where(and(eq(lorryTypes.market, "se"), eq(lorryTypes.code, "TRAKTOR")));
    }
  });

  it("internal details only for internal staff: isInternal from a customer grants nothing", async () => {
    const { actor, address, own } = await farmer();
    const asCustomer = found(
      await calculateDeliveryFee(t.db, { actor, input: request({ deliveryAddressId: address.id, isInternal: "1" }) }),
    );
    expect(asCustomer.internal).toBeUndefined();

    const staffUser = await makeUser(t.db, { internal: true });
    const staff = await signInAs(t.db, staffUser.id, { acting: own.customerNumber });
    const asStaff = found(
      await calculateDeliveryFee(t.db, { actor: staff, input: request({ deliveryAddressId: address.id, isInternal: "1" }) }),
    );
    const row = must((await t.db.select().from(deliveryFees).where(eq(deliveryFees.id, asStaff.internal!.feeId)))[0]);
    expect(asStaff.internal).toEqual({
      feeId: row.id,
      validFrom: "2026-07-01",
      validTo: null,
      minTons: 20,
      maxTons: 35,
      costPerTon: 34.44,
      marginPerTon: 7.56,
    });
    expect(row.feePerTon).toBe(asStaff.feePerTon);
    // staff may ask for the customer's view
    const customerView = found(
      await calculateDeliveryFee(t.db, { actor: staff, input: request({ deliveryAddressId: address.id, isInternal: "0" }) }),
    );
    expect(customerView.internal).toBeUndefined();
    // staff acting for another customer cannot use this address
    const otherStaff = await signInAs(t.db, staffUser.id, { acting: (await makeCustomer(t.db)).customerNumber });
    await expect(
      calculateDeliveryFee(t.db, { actor: otherStaff, input: request({ deliveryAddressId: address.id }) }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
