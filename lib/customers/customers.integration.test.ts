import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, customers, userSessions } from "@/db/schema";
import { loadActor } from "@/lib/auth/sessions";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { closeCustomerSession } from "./close-customer-session";
import { getCustomerContext } from "./customer-context";
import { listSwitchableCustomers } from "./list-switchable-customers";
import { searchCustomers } from "./search-customers";
import { setActiveCustomer } from "./set-active-customer";
import { startCustomerSession } from "./start-customer-session";
import { must } from "@/tests/support/must";
import { watchStatements } from "@/tests/support/statements";

const t = useTestDb();

const sessionRow = async (id: string) => must((await t.db.select().from(userSessions).where(eq(userSessions.id, id)))[0], `session ${id}`);
const lastLog = async (userId: number, action: string) =>
  (
    await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, userId), eq(actionLog.action, action)))
      .orderBy(desc(actionLog.id))
      .limit(1)
  )[0];

async function family() {
  const own = await makeCustomer(t.db, { name: "Ägargården" });
  const sub = await makeCustomer(t.db, { parent: own.id, name: "Ägargården – Väst" });
  const other = await makeCustomer(t.db);
  const otherSub = await makeCustomer(t.db, { parent: other.id });
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  const actor = await signInAs(t.db, user.id);
  return { own, sub, other, otherSub, user, actor };
}

describe("customer switcher (spec 1 §2 Shell)", () => {
  it("lists own customers and their sub-customers, parent first", async () => {
    const { own, sub, actor } = await family();
    const also = await makeCustomer(t.db);
    const { customerUsers } = await import("@/db/schema");
    await t.db.insert(customerUsers).values({ userId: actor.userId, customerId: also.id, profile: "user" });
    const inactiveSub = await makeCustomer(t.db, { parent: own.id });
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, inactiveSub.id));

    const list = await listSwitchableCustomers(t.db, { actor });
    const numbers = list.map((c) => c.customerNumber);
    expect(numbers).toContain(own.customerNumber);
    expect(numbers).toContain(sub.customerNumber);
    expect(numbers).toContain(also.customerNumber);
    expect(numbers).not.toContain(inactiveSub.customerNumber);
    expect(numbers).toHaveLength(3);
    expect(numbers.indexOf(own.customerNumber)).toBe(numbers.indexOf(sub.customerNumber) - 1);
    expect(list.find((c) => c.customerNumber === sub.customerNumber)).toMatchObject({
      isSubCustomer: true,
      parentCustomerNumber: own.customerNumber,
    });
    expect(list.find((c) => c.customerNumber === own.customerNumber)).toMatchObject({ isSubCustomer: false, parentCustomerNumber: null });
  });

  it("switching to a sub-customer updates the session row; the next request's actor works for it", async () => {
    const { own, sub, actor } = await family();
    expect(actor.activeCustomerNumber).toBe(own.customerNumber);
    const reply = await setActiveCustomer(t.db, { actor, customerNumber: sub.customerNumber, ctx: { requestId: "r1" } });
    expect(reply).toEqual({
      success: true,
      activeCustomerNumber: sub.customerNumber,
      isSubCustomer: true,
      parentCustomerNumber: own.customerNumber,
    });
    expect((await sessionRow(actor.sessionId)).activeCustomerNumber).toBe(sub.customerNumber);

    const next = (await loadActor(t.db, actor.sessionId))!;
    expect(next.activeCustomerNumber).toBe(sub.customerNumber);
    expect(await getCustomerContext(t.db, { actor: next })).toMatchObject({
      activeCustomerNumber: sub.customerNumber,
      isSubCustomer: true,
      parentCustomerNumber: own.customerNumber,
      customerName: "Ägargården – Väst",
    });
    expect(await lastLog(actor.userId, "customer.active.changed")).toMatchObject({
      customerNumber: sub.customerNumber,
      actingAsStaff: false,
      requestId: "r1",
      details: { from: own.customerNumber, to: sub.customerNumber },
    });

    // and back to the parent
    await setActiveCustomer(t.db, { actor: next, customerNumber: own.customerNumber });
    const back = (await loadActor(t.db, actor.sessionId))!;
    expect(await getCustomerContext(t.db, { actor: back })).toMatchObject({
      activeCustomerNumber: own.customerNumber,
      isSubCustomer: false,
      parentCustomerNumber: null,
    });
  });

  it("refuses a foreign customer or its sub-customer with 403 and leaves the session unchanged", async () => {
    const { own, other, otherSub, actor } = await family();
    await expect(setActiveCustomer(t.db, { actor, customerNumber: other.customerNumber })).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
    await expect(setActiveCustomer(t.db, { actor, customerNumber: otherSub.customerNumber })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setActiveCustomer(t.db, { actor, customerNumber: "999999999999" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await sessionRow(actor.sessionId)).activeCustomerNumber).toBe(own.customerNumber);
    expect(await lastLog(actor.userId, "customer.active.changed")).toBeUndefined();
  });

  it("refuses an inactive sub-customer", async () => {
    const { own, sub, actor } = await family();
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, sub.id));
    await expect(setActiveCustomer(t.db, { actor, customerNumber: sub.customerNumber })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "shell.customer.inactive",
    });
    expect((await sessionRow(actor.sessionId)).activeCustomerNumber).toBe(own.customerNumber);
  });

  it("one session's switch does not move the user's other sessions", async () => {
    const { own, sub, actor } = await family();
    const second = await signInAs(t.db, actor.userId);
    await setActiveCustomer(t.db, { actor, customerNumber: sub.customerNumber });
    expect((await sessionRow(second.sessionId)).activeCustomerNumber).toBe(own.customerNumber);
  });
});

describe("the page shell's customer context (decision 117)", () => {
  it("takes the active customer from the switcher's list without a statement, and reads it when the list lacks it", async () => {
    let statements = 0;
    watchStatements(t.pool, () => statements++);
    const { own, sub, actor } = await family();
    await setActiveCustomer(t.db, { actor, customerNumber: sub.customerNumber });
    const onSub = (await loadActor(t.db, actor.sessionId))!;
    const list = await listSwitchableCustomers(t.db, { actor: onSub });
    const read = await getCustomerContext(t.db, { actor: onSub });

    statements = 0;
    expect(await getCustomerContext(t.db, { actor: onSub, known: list })).toEqual(read);
    expect(statements).toBe(0);
    expect(read).toMatchObject({ activeCustomerNumber: sub.customerNumber, isSubCustomer: true, parentCustomerNumber: own.customerNumber });

    // an inactive active customer is not in the switcher's list: it is read, as before
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, sub.id));
    const without = await listSwitchableCustomers(t.db, { actor: onSub });
    expect(without.map((c) => c.customerNumber)).not.toContain(sub.customerNumber);
    statements = 0;
    expect(await getCustomerContext(t.db, { actor: onSub, known: without })).toEqual(read);
    expect(statements).toBe(1);
  });
});

describe("internal customer sessions (spec 1 §2 Internal header, §7)", () => {
  it("staff start acting for a customer, everything they do is logged with both, and close it again", async () => {
    const c = await makeCustomer(t.db, { name: "Kundgården" });
    const sub = await makeCustomer(t.db, { parent: c.id });
    const staffUser = await makeUser(t.db, { internal: true });
    const staff = await signInAs(t.db, staffUser.id);
    expect(staff.activeCustomerNumber).toBeNull();

    const started = await startCustomerSession(t.db, {
      actor: staff,
      customerNumber: c.customerNumber,
      ctx: { requestId: "s1", ip: "10.0.0.1" },
    });
    expect(started).toEqual({ success: true, customerNumber: c.customerNumber, name: "Kundgården" });
    expect((await sessionRow(staff.sessionId)).actingCustomerNumber).toBe(c.customerNumber);
    expect(await lastLog(staffUser.id, "internal.customerSession.started")).toMatchObject({
      actingAsStaff: true,
      customerNumber: c.customerNumber,
      requestId: "s1",
      ip: "10.0.0.1",
    });

    const acting = (await loadActor(t.db, staff.sessionId))!;
    expect(acting).toMatchObject({ actingCustomerNumber: c.customerNumber, activeCustomerNumber: c.customerNumber });
    expect(await getCustomerContext(t.db, { actor: acting })).toMatchObject({
      isActingAsStaff: true,
      customerName: "Kundgården",
      isInternal: true,
    });
    expect((await listSwitchableCustomers(t.db, { actor: acting })).map((x) => x.customerNumber)).toEqual([
      c.customerNumber,
      sub.customerNumber,
    ]);

    // switching within the family while acting moves the acted-for customer
    await setActiveCustomer(t.db, { actor: acting, customerNumber: sub.customerNumber });
    const onSub = (await loadActor(t.db, staff.sessionId))!;
    expect(onSub.actingCustomerNumber).toBe(sub.customerNumber);
    expect((await listSwitchableCustomers(t.db, { actor: onSub })).map((x) => x.customerNumber)).toEqual([
      c.customerNumber,
      sub.customerNumber,
    ]);

    expect(await closeCustomerSession(t.db, { actor: onSub, ctx: { requestId: "s2" } })).toBe(true);
    expect((await sessionRow(staff.sessionId)).actingCustomerNumber).toBeNull();
    expect(await lastLog(staffUser.id, "internal.customerSession.closed")).toMatchObject({
      actingAsStaff: true,
      customerNumber: sub.customerNumber,
      requestId: "s2",
      details: { customerNumber: sub.customerNumber },
    });
    const closed = (await loadActor(t.db, staff.sessionId))!;
    expect(closed).toMatchObject({ actingCustomerNumber: null, activeCustomerNumber: null });
    // closing again is harmless
    expect(await closeCustomerSession(t.db, { actor: closed })).toBe(true);
  });

  it("refuses to start a session for an unknown customer (404)", async () => {
    const staffUser = await makeUser(t.db, { internal: true });
    const staff = await signInAs(t.db, staffUser.id);
    await expect(startCustomerSession(t.db, { actor: staff, customerNumber: "999999999998" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await sessionRow(staff.sessionId)).actingCustomerNumber).toBeNull();
  });

  it("refuses customer sessions and search to non-internal users (403)", async () => {
    const { own, other, actor } = await family();
    await expect(startCustomerSession(t.db, { actor, customerNumber: other.customerNumber })).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
    await expect(closeCustomerSession(t.db, { actor })).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
    await expect(searchCustomers(t.db, { actor, searchBy: "name", searchKey: "a", market: null })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const row = await sessionRow(actor.sessionId);
    expect(row).toMatchObject({ actingCustomerNumber: null, activeCustomerNumber: own.customerNumber });
  });
});

describe("internal customer search (spec 1 §2)", () => {
  async function staffActor() {
    const u = await makeUser(t.db, { internal: true });
    return signInAs(t.db, u.id);
  }

  it("finds by customer-number prefix, name substring (any case, wildcards literal) and organisation number", async () => {
    const staff = await staffActor();
    const tag = `Zx${Date.now() % 100000}`;
    const a = must(
      (
        await t.db
          .insert(customers)
          .values({ customerNumber: "777001", name: `${tag} Lantbruk AB`, organisationNumber: "559911-0001", market: "se" })
          .returning()
      )[0],
    );
    const b = must(
      (
        await t.db
          .insert(customers)
          .values({
            customerNumber: "777002",
            name: `${tag} 100% Ekologiskt`,
            organisationNumber: "559911-0002",
            market: "se",
            parentCustomerId: a.id,
          })
          .returning()
      )[0],
    );
    await t.db
      .insert(customers)
      .values({ customerNumber: "777003", name: `${tag} Maatila`, organisationNumber: "1234567-8", market: "fi" });

    const byNumber = await searchCustomers(t.db, { actor: staff, searchBy: "customerNumber", searchKey: "77700", market: null });
    expect(byNumber.map((c) => c.customerNumber)).toEqual(["777001", "777002", "777003"]);
    expect(byNumber[1]).toMatchObject({ isSubCustomer: true, parentCustomerNumber: "777001", organisationNumber: "559911-0002" });
    expect(await searchCustomers(t.db, { actor: staff, searchBy: "customerNumber", searchKey: "7001", market: null })).toEqual([]); // prefix, not substring
    expect(await searchCustomers(t.db, { actor: staff, searchBy: "customerNumber", searchKey: "abc", market: null })).toEqual([]);

    const byName = await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: tag.toUpperCase(), market: null });
    expect(byName.map((c) => c.customerNumber).sort()).toEqual(["777001", "777002", "777003"]);
    expect(
      (await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: "lantbruk ab", market: "se" })).map(
        (c) => c.customerNumber,
      ),
    ).toContain("777001");
    expect(
      (await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: `${tag} 100%`, market: null })).map(
        (c) => c.customerNumber,
      ),
    ).toEqual([b.customerNumber]);
    expect(await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: `${tag}%Maatila`, market: null })).toEqual([]);

    const byOrg = await searchCustomers(t.db, { actor: staff, searchBy: "organisationNumber", searchKey: "559911-000", market: null });
    expect(byOrg.map((c) => c.customerNumber)).toEqual(["777001", "777002"]);
    expect(
      (await searchCustomers(t.db, { actor: staff, searchBy: "organisationNumber", searchKey: "5599110002", market: null })).map(
        (c) => c.customerNumber,
      ),
    ).toEqual(["777002"]);
    expect(await searchCustomers(t.db, { actor: staff, searchBy: "organisationNumber", searchKey: "9911", market: null })).toEqual([]);
  });

  it("filters by market and returns at most 50 rows", async () => {
    const staff = await staffActor();
    const tag = `Yq${Date.now() % 100000}`;
    await t.db.insert(customers).values(
      Array.from({ length: 60 }, (_, i) => ({
        customerNumber: String(880000 + i),
        name: `${tag} gård ${i}`,
        market: i < 55 ? "se" : "fi",
      })),
    );
    expect(await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: tag, market: null })).toHaveLength(50);
    const fi = await searchCustomers(t.db, { actor: staff, searchBy: "name", searchKey: tag, market: "fi" });
    expect(fi).toHaveLength(5);
    expect(fi.every((c) => c.market === "fi")).toBe(true);
  });
});
