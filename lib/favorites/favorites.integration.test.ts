import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, favorites, pages } from "@/db/schema";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { addFavorite } from "./add-favorite";
import { listFavorites } from "./list-favorites";
import { removeFavorite } from "./remove-favorite";
import { MAX_FAVORITES } from "./schemas";
import { must, take } from "@/tests/support/must";

const t = useTestDb();

/** Swedish pages every signed-in user sees (audience "all"), from the seeded reference data. */
async function visiblePageIds(n: number): Promise<number[]> {
  const rows = await t.db
    .select({ pageId: pages.pageId })
    .from(pages)
    .where(and(eq(pages.market, "se"), eq(pages.audience, "all")))
    .orderBy(pages.pageId);
  expect(rows.length).toBeGreaterThanOrEqual(n);
  return rows.slice(0, n).map((r) => r.pageId);
}

async function farmer() {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id }] });
  return signInAs(t.db, u.id);
}

const rowsOf = (userId: number) => t.db.select().from(favorites).where(eq(favorites.userId, userId));

describe("favourites (spec 3 §4, §9)", () => {
  it(`keeps at most ${MAX_FAVORITES} favourites when 20 adds race`, async () => {
    const actor = await farmer();
    const ids = await visiblePageIds(20);
    const results = await Promise.allSettled(ids.map((pageId) => addFavorite(t.db, { actor, market: "se", pageId })));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(MAX_FAVORITES);
    expect(refused).toHaveLength(20 - MAX_FAVORITES);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "CONFLICT", status: 409, message: "shell.favorites.limitReached" });
    expect(await rowsOf(actor.userId)).toHaveLength(MAX_FAVORITES);
    // one log row per favourite added
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, actor.userId), eq(actionLog.action, "favorites.added")));
    expect(logs).toHaveLength(MAX_FAVORITES);
  });

  it("adding the same page twice is idempotent, also when the limit is reached", async () => {
    const actor = await farmer();
    const ids = await visiblePageIds(MAX_FAVORITES);
    const first = await addFavorite(t.db, { actor, market: "se", pageId: must(ids[0]) });
    expect(first).toMatchObject({ success: true, added: true, count: 1 });
    const again = await addFavorite(t.db, { actor, market: "se", pageId: must(ids[0]) });
    expect(again).toMatchObject({ success: true, added: false, count: 1 });
    // both at once
    await Promise.all([
      addFavorite(t.db, { actor, market: "se", pageId: must(ids[1]) }),
      addFavorite(t.db, { actor, market: "se", pageId: must(ids[1]) }),
    ]);
    expect(await rowsOf(actor.userId)).toHaveLength(2);

    for (const pageId of ids.slice(2)) await addFavorite(t.db, { actor, market: "se", pageId });
    expect(await rowsOf(actor.userId)).toHaveLength(MAX_FAVORITES);
    await expect(addFavorite(t.db, { actor, market: "se", pageId: must(ids[5]) })).resolves.toMatchObject({
      added: false,
      count: MAX_FAVORITES,
    });
  });

  it("removes a favourite, and removing again is a no-op; the freed place can be used", async () => {
    const actor = await farmer();
    const ids = await visiblePageIds(MAX_FAVORITES + 1);
    for (const pageId of ids.slice(0, MAX_FAVORITES)) await addFavorite(t.db, { actor, market: "se", pageId });
    await expect(addFavorite(t.db, { actor, market: "se", pageId: must(ids[MAX_FAVORITES]) })).rejects.toMatchObject({ code: "CONFLICT" });

    expect(await removeFavorite(t.db, { actor, pageId: must(ids[0]) })).toMatchObject({
      success: true,
      removed: true,
      count: MAX_FAVORITES - 1,
    });
    expect(await removeFavorite(t.db, { actor, pageId: must(ids[0]) })).toMatchObject({
      success: true,
      removed: false,
      count: MAX_FAVORITES - 1,
    });
    await expect(addFavorite(t.db, { actor, market: "se", pageId: must(ids[MAX_FAVORITES]) })).resolves.toMatchObject({ added: true });
    const logs = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, actor.userId), eq(actionLog.action, "favorites.removed")));
    expect(logs).toHaveLength(1);
  });

  it("lists the user's own favourites with pageId, title and url, oldest first", async () => {
    const actor = await farmer();
    const other = await farmer();
    const [a, b] = take(await visiblePageIds(2), 2);
    await addFavorite(t.db, { actor, market: "se", pageId: b });
    await addFavorite(t.db, { actor, market: "se", pageId: a });
    await addFavorite(t.db, { actor: other, market: "se", pageId: a });
    const list = await listFavorites(t.db, { actor, market: "se" });
    const pb = must((await t.db.select().from(pages).where(eq(pages.pageId, b)))[0]);
    expect(list.map((f) => f.pageId)).toEqual([b, a]);
    expect(list[0]).toEqual({ pageId: b, title: pb.title, url: pb.path });
    expect(await listFavorites(t.db, { actor, market: "fi" })).toEqual([]);
  });

  it("refuses a page that does not exist, an internal page for a customer and another market's page (404)", async () => {
    const actor = await farmer();
    await expect(addFavorite(t.db, { actor, market: "se", pageId: 987654 })).rejects.toMatchObject({ code: "NOT_FOUND", status: 404 });
    await expect(addFavorite(t.db, { actor, market: "se", pageId: 1901 })).rejects.toMatchObject({ code: "NOT_FOUND" }); // audience internal
    await expect(addFavorite(t.db, { actor, market: "se", pageId: 1203 })).rejects.toMatchObject({ code: "NOT_FOUND" }); // resellers only
    await expect(addFavorite(t.db, { actor, market: "se", pageId: 2101 })).rejects.toMatchObject({ code: "NOT_FOUND" }); // a Finnish page
    expect(await rowsOf(actor.userId)).toHaveLength(0);

    const staffUser = await makeUser(t.db, { internal: true });
    const staff = await signInAs(t.db, staffUser.id);
    await expect(addFavorite(t.db, { actor: staff, market: "se", pageId: 1901 })).resolves.toMatchObject({ added: true });
  });

  it("a favourite added while staff act for a customer is logged with both", async () => {
    const c = await makeCustomer(t.db);
    const staffUser = await makeUser(t.db, { internal: true });
    const staff = await signInAs(t.db, staffUser.id, { acting: c.customerNumber });
    const pageId = must((await visiblePageIds(1))[0]);
    await addFavorite(t.db, { actor: staff, market: "se", pageId });
    const [log] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, staffUser.id), eq(actionLog.action, "favorites.added")));
    expect(log).toMatchObject({ actingAsStaff: true, customerNumber: c.customerNumber, details: { pageId } });
  });
});
