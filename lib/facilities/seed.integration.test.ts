/** seed/facilities.ts: reference rows and demo rows, idempotent (run twice gives the same rows). */
import { count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  contactPersons,
  facilities,
  facilityAddresses,
  facilityCategories,
  facilityOpeningHours,
  geoPlaces,
  postalPlaces,
} from "@/db/schema";
import { seedFacilities } from "@/seed/facilities";
import { seedLogistics } from "@/seed/logistics";
import { useTestDb } from "@/tests/support/test-db";
import { must } from "@/tests/support/must";

const t = useTestDb();

describe("seed facilities", () => {
  it("seeds owners, geography, categories, postal places and demo facilities once", async () => {
    await seedLogistics(t.db, { demo: false });
    const n = async () =>
      Promise.all(
        [geoPlaces, postalPlaces, facilityCategories, facilities, facilityAddresses, facilityOpeningHours, contactPersons].map(
          async (tb) => must((await t.db.select({ n: count() }).from(tb))[0]).n,
        ),
      );
    await seedFacilities(t.db, { demo: true });
    const first = await n();
    await seedFacilities(t.db, { demo: true });
    expect(await n()).toEqual(first);
    const owned = await t.db.select().from(facilities).where(isNotNull(facilities.ownerId));
    expect(owned.length).toBeGreaterThanOrEqual(14);
    const [ska] = await t.db.select().from(facilities).where(eq(facilities.code, "SKA"));
    expect(must(ska).harvestFrom).not.toBeNull();
  });
});
