/** The server-side data of the time booking page: the market's warehouses and an external customer's own purchase orders. */
import { beforeAll, describe, expect, it } from "vitest";
import { customers } from "@/db/schema";
import { seedLogistics } from "@/seed/logistics";
import type { Actor } from "@/lib/auth/actor";
import { makeUser, signInAs } from "@/tests/support/factories";
import { take } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { listBookingFacilities } from "./list-booking-facilities";
import { listOwnPurchaseOrders } from "./list-own-purchase-orders";

const t = useTestDb();
let farmer: Actor;
let ekangen: Actor;
let transporter: Actor;

beforeAll(async () => {
  const [own, other] = take(
    await t.db
      .insert(customers)
      .values([
        { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
        { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
        { customerNumber: "700101", name: "Mäkelän tila", market: "fi" },
      ])
      .returning(),
    3,
  );
  await seedLogistics(t.db, { demo: true });
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: own.id }] })).id);
  ekangen = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: other.id }] })).id);
  transporter = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: other.id }], transporter: true })).id);
});

describe("time booking page data", () => {
  it("lists the market's warehouses with their resource groups", async () => {
    const se = await listBookingFacilities(t.db, { market: "se" });
    expect(se.map((f) => f.Code)).toEqual(["LID", "SKA", "UPP"]);
    expect(se.every((f) => f.ResourceGroupIds.length === 2)).toBe(true);
    expect((await listBookingFacilities(t.db, { market: "fi" })).map((f) => f.Name)).toEqual(["Seinäjoki"]);
  });

  it("an external customer gets the open purchase orders of the customer in play only, in tons", async () => {
    const mine = await listOwnPurchaseOrders(t.db, { market: "se", actor: farmer });
    // 4500123404 is delivered (status 85); 4500131001 belongs to 100310
    expect(mine.map((o) => o.OrderNumber)).toEqual(["4500123401", "4500123402", "4500123403"]);
    expect(mine[0]).toMatchObject({
      CustomerNo: "100234",
      Linenumber: 10,
      ItemNumber: "10110",
      QuantityTons: 32,
      Warehouse: "Skara",
      DeliveryAssuranceConfirmed: true,
    });
    expect((await listOwnPurchaseOrders(t.db, { market: "se", actor: ekangen })).map((o) => o.OrderNumber)).toEqual(["4500131001"]);
  });

  it("transporters and staff get no own-order list (they search any reference)", async () => {
    expect(await listOwnPurchaseOrders(t.db, { market: "se", actor: transporter })).toEqual([]);
  });
});
