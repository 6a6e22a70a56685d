/**
 * loadResourceGroup (decision 118): the group, its active resources in id order and their opening
 * hours (dated rows with their yyyy-MM-dd bounds), in one statement; another market's group, an
 * inactive group or facility are 404; a group without resources has empty lists.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { facilities, resourceGroups, resourceOpeningHours, resources } from "@/db/schema";
import { loadResourceGroup } from "@/lib/time-booking/load-resource-group";
import { makeBookingGroup } from "@/tests/support/booking-group";
import { watchStatements } from "@/tests/support/statements";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb();

describe("loadResourceGroup", () => {
  it("reads the group, its active resources and their hours in one statement", async () => {
    const g = await makeBookingGroup(t.db, { code: "LRG", name: "Lastgrupp", resources: 3, slotMinutes: 20 });
    const [first, second, third] = g.resourceIds;
    // a dated harvest row on the first resource, and the third resource inactive (left out, with its hours)
    await t.db
      .insert(resourceOpeningHours)
      .values({ resourceId: first!, weekday: 3, opensAt: 6 * 60, closesAt: 22 * 60, validFrom: "2026-08-01", validTo: "2026-09-30" });
    await t.db.update(resources).set({ active: false }).where(eq(resources.id, third!));

    let statements = 0;
    watchStatements(t.pool, () => statements++);
    const group = await loadResourceGroup(t.db, g.groupId, "se");
    expect(statements).toBe(1);

    expect(group).toMatchObject({ id: g.groupId, value: "LRG-L", timeZone: "Europe/Stockholm", market: "se", facilityCode: "LRG" });
    expect(group.resources).toEqual([
      { id: first, slotMinutes: 20 },
      { id: second, slotMinutes: 20 },
    ]);
    expect(group.hours).toHaveLength(15);
    expect(group.hours.filter((h) => h.resourceId === third)).toEqual([]);
    expect(group.hours).toContainEqual({
      resourceId: first,
      weekday: 3,
      opensAt: 360,
      closesAt: 1320,
      validFrom: "2026-08-01",
      validTo: "2026-09-30",
    });
    expect(group.hours).toContainEqual({ resourceId: second, weekday: 7, opensAt: 420, closesAt: 1020, validFrom: null, validTo: null });
  });

  it("is 404 for another market's, an inactive or an unknown group, and has empty lists without resources", async () => {
    const g = await makeBookingGroup(t.db, { code: "LRH", name: "Tomgrupp", resources: 0 });
    expect(await loadResourceGroup(t.db, g.groupId, "se")).toMatchObject({ resources: [], hours: [] });
    await expect(loadResourceGroup(t.db, g.groupId, "fi")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(loadResourceGroup(t.db, 999_999, "se")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await t.db.update(resourceGroups).set({ active: false }).where(eq(resourceGroups.id, g.groupId));
    await expect(loadResourceGroup(t.db, g.groupId, "se")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await t.db.update(resourceGroups).set({ active: true }).where(eq(resourceGroups.id, g.groupId));
    const [group] = await t.db
      .select({ facilityId: resourceGroups.facilityId })
      .from(resourceGroups)
      .where(eq(resourceGroups.id, g.groupId));
    await t.db.update(facilities).set({ active: false }).where(eq(facilities.id, group!.facilityId));
    await expect(loadResourceGroup(t.db, g.groupId, "se")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
