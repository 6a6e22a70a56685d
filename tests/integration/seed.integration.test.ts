import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, pages, users } from "@/db/schema";
import { seed } from "@/db/seed";
import { DEMO_USERS } from "@/db/seed-data";
import { authenticate } from "@/lib/auth/authenticate";
import { loadActor } from "@/lib/auth/sessions";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb({ reference: false });

describe("seed", () => {
  it("creates every demo account with password demo1234, and is idempotent", async () => {
    await seed(t.db, { demo: true });
    await seed(t.db, { demo: true });
    for (const u of DEMO_USERS) {
      const res = await authenticate(t.db, { username: u.username, password: "demo1234", ip: "127.0.0.9" });
      expect(res, u.username).not.toBeNull();
    }
    const [{ n }] = await t.db.select({ n: count() }).from(users);
    expect(n).toBe(DEMO_USERS.length);
    expect((await t.db.select().from(pages)).length).toBeGreaterThan(20);
  });

  it("gives each demo role its flags and customers (farmer with sub-customers, internal staff without)", async () => {
    const farmer = await authenticate(t.db, { username: "farmer@demo.se", password: "demo1234", ip: "127.0.0.9" });
    const actor = await loadActor(t.db, farmer!.sessionId);
    expect(actor?.activeCustomerNumber).toBe("100234");
    const subs = await t.db.select().from(customers).where(eq(customers.parentCustomerId, (await t.db.select().from(customers).where(eq(customers.customerNumber, "100234")))[0].id));
    expect(subs.length).toBeGreaterThanOrEqual(2);
    const staff = await loadActor(t.db, (await authenticate(t.db, { username: "staff@demo.se", password: "demo1234", ip: "127.0.0.9" }))!.sessionId);
    expect(staff?.roles.internal).toBe(true);
    expect(staff?.activeCustomerNumber).toBeNull();
    const store = await loadActor(t.db, (await authenticate(t.db, { username: "store@demo.fi", password: "demo1234", ip: "127.0.0.9" }))!.sessionId);
    expect(store?.roles.store).toBe(true);
    expect(store?.homeMarket).toBe("fi");
  });

  it("a scale factor adds volume", async () => {
    await seed(t.db, { demo: false, scale: 1 });
    const [{ n }] = await t.db.select({ n: count() }).from(customers);
    expect(n).toBeGreaterThanOrEqual(200);
  });
});
