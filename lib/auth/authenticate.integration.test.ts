import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, loginFailures, userSessions } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, TEST_PASSWORD } from "@/tests/support/factories";
import { authenticate } from "./authenticate";
import { THROTTLE } from "./login-throttle";
import { loadActor } from "./sessions";

const t = useTestDb();

describe("sign-in", () => {
  it("creates a live session in the user's default customer for the right password", async () => {
    const c = await makeCustomer(t.db);
    const u = await makeUser(t.db, { customers: [{ id: c.id }] });
    const res = await authenticate(t.db, { username: u.username.toUpperCase(), password: TEST_PASSWORD, ip: "10.0.0.1" });
    expect(res?.userId).toBe(u.id);
    const actor = await loadActor(t.db, res!.sessionId);
    expect(actor?.activeCustomerNumber).toBe(c.customerNumber);
    const logged = await t.db.select().from(actionLog).where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "auth.signedIn")));
    expect(logged).toHaveLength(1);
  });

  it("refuses a wrong password or unknown user and records the failure", async () => {
    const u = await makeUser(t.db);
    expect(await authenticate(t.db, { username: u.username, password: "wrong-pass1", ip: "10.0.0.2" })).toBeNull();
    expect(await authenticate(t.db, { username: "nobody@test.se", password: "whatever1", ip: "10.0.0.2" })).toBeNull();
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.ip, "10.0.0.2"));
    expect(rows.map((r) => r.username).sort()).toEqual(["nobody@test.se", u.username.toLowerCase()].sort());
  });

  it("slows down guessing on one account: after the free failures even the right password must wait", async () => {
    const u = await makeUser(t.db);
    for (let i = 0; i < THROTTLE.freeFailuresPerAccount; i++) {
      expect(await authenticate(t.db, { username: u.username, password: `guess${i}x`, ip: `10.1.0.${i}` })).toBeNull();
    }
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.1.1.1" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // once the wait is over, the right password works and clears the failures
    await t.db.update(loginFailures).set({ at: new Date(Date.now() - 60_000) }).where(eq(loginFailures.username, u.username.toLowerCase()));
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.1.1.1" })).not.toBeNull();
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.username, u.username.toLowerCase()))).toHaveLength(0);
  });

  it("slows down one address trying many accounts", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < THROTTLE.freeFailuresPerAddress; i++) {
      await authenticate(t.db, { username: `spray${i}@test.se`, password: "password1", ip });
    }
    const u = await makeUser(t.db);
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.2.0.2" })).not.toBeNull();
  });

  it("an inactive user cannot sign in and an inactive user's session stops working", async () => {
    const u = await makeUser(t.db);
    const res = await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.3.0.1" });
    const { users } = await import("@/db/schema");
    await t.db.update(users).set({ active: false }).where(eq(users.id, u.id));
    expect(await loadActor(t.db, res!.sessionId)).toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.3.0.1" })).toBeNull();
    const [s] = await t.db.select().from(userSessions).where(eq(userSessions.id, res!.sessionId));
    expect(s.revokedAt).toBeNull();
  });
});
