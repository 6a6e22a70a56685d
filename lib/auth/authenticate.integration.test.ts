import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, loginFailures, rateLimits, userSessions } from "@/db/schema";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { makeCustomer, makeUser, TEST_PASSWORD } from "@/tests/support/factories";
import { authenticate, SIGN_IN_PER_ADDRESS } from "./authenticate";
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
    const logged = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "auth.signedIn")));
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
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.1.1.1" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    // once the wait is over, the right password works and clears the failures
    await t.db
      .update(loginFailures)
      .set({ at: new Date(Date.now() - 60_000) })
      .where(eq(loginFailures.username, u.username.toLowerCase()));
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
    const { sessionId } = must(res ?? undefined, "a signed-in session");
    expect(await loadActor(t.db, sessionId)).toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.3.0.1" })).toBeNull();
    const s = must((await t.db.select().from(userSessions).where(eq(userSessions.id, sessionId)))[0], "the session");
    expect(s.revokedAt).toBeNull();
  });

  it("writes failed and throttled attempts to the action log (username, address, reason; never the password)", async () => {
    const u = await makeUser(t.db);
    const ip = "10.4.0.1";
    expect(await authenticate(t.db, { username: u.username, password: "Fel-lösen-1", ip })).toBeNull();
    expect(await authenticate(t.db, { username: "ghost@test.se", password: "Fel-lösen-2", ip })).toBeNull();
    const failed = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, "auth.signInFailed"), eq(actionLog.ip, ip)));
    expect(failed.map((r) => ({ userId: r.userId, details: r.details }))).toEqual(
      expect.arrayContaining([
        { userId: u.id, details: { username: u.username.toLowerCase(), reason: "wrongPassword" } },
        { userId: null, details: { username: "ghost@test.se", reason: "unknownUser" } },
      ]),
    );
    expect(JSON.stringify(failed)).not.toContain("Fel-lösen");

    for (let i = 2; i < THROTTLE.freeFailuresPerAccount; i++)
      await authenticate(t.db, { username: u.username, password: `Fel-lösen-${i}x`, ip: "10.4.0.2" });
    await authenticate(t.db, { username: u.username, password: "Fel-lösen-x", ip: "10.4.0.3" });
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.4.0.4" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    const throttled = must(
      (
        await t.db
          .select()
          .from(actionLog)
          .where(and(eq(actionLog.action, "auth.signInThrottled"), eq(actionLog.ip, "10.4.0.4")))
      )[0],
      "the throttled entry",
    );
    expect(throttled.details).toMatchObject({ username: u.username.toLowerCase(), reason: "failures" });
    expect(typeof (throttled.details as { seconds?: unknown }).seconds).toBe("number");
    expect(JSON.stringify(throttled)).not.toContain(TEST_PASSWORD);
  });

  it("a successful sign-in resets the throttle counters but keeps the failure history in the action log", async () => {
    const u = await makeUser(t.db);
    await authenticate(t.db, { username: u.username, password: "wrong-1", ip: "10.5.0.1" });
    await authenticate(t.db, { username: u.username, password: "wrong-2", ip: "10.5.0.1" });
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.5.0.1" })).not.toBeNull();
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.username, u.username.toLowerCase()))).toHaveLength(0);
    const history = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "auth.signInFailed")));
    expect(history).toHaveLength(2);
  });

  it("one address may make at most SIGN_IN_PER_ADDRESS attempts per window, right or wrong (logged as throttled)", async () => {
    const u = await makeUser(t.db);
    const ip = "10.6.0.1";
    await t.db
      .insert(rateLimits)
      .values({ key: `${SIGN_IN_PER_ADDRESS.name}:${ip}`, windowStart: new Date(), hits: SIGN_IN_PER_ADDRESS.limit });
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    const row = must(
      (
        await t.db
          .select()
          .from(actionLog)
          .where(and(eq(actionLog.action, "auth.signInThrottled"), eq(actionLog.ip, ip)))
      )[0],
      "the throttled entry",
    );
    expect(row.details).toMatchObject({ reason: "address" });
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "10.6.0.2" })).not.toBeNull();
  });
});
