import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingOrders, customers, facilities, reservations, resourceGroups } from "@/db/schema";
import { seedLogistics } from "@/seed/logistics";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb();

describe("seedLogistics", () => {
  it("seeds facilities, groups and demo orders and bookings once, however often it runs", async () => {
    await t.db.insert(customers).values([
      { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", market: "se" },
      { customerNumber: "100310", name: "Ekängens Gård", market: "se" },
      { customerNumber: "700101", name: "Mäkelän tila", market: "fi" },
    ]);
    await seedLogistics(t.db, { demo: true });
    await seedLogistics(t.db, { demo: true });
    expect((await t.db.select().from(facilities)).map((f) => f.code).sort()).toEqual(["LID", "SEI", "SKA", "UPP"]);
    expect(await t.db.select().from(resourceGroups)).toHaveLength(8);
    expect(await t.db.select().from(bookingOrders).where(eq(bookingOrders.kind, "purchase"))).toHaveLength(6);
    expect(await t.db.select().from(reservations)).toHaveLength(3);
  });
});
